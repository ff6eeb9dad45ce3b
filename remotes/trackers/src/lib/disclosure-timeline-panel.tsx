import { readApiError } from '@flowdeck/api-client/error-shape';
import { CLUSTER_RULE_TEXT, DISCLOSURE_SOURCE_LABELS } from '@flowdeck/endpoints/disclosure-timeline';
import { DisclosureTimelineView, LoadError, Loading, PanelSection, SIMULATED_DATA_LABEL } from '@flowdeck/ui-kit';
import { Box, Chip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useDisclosureTimeline } from './use-disclosure-timeline';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

export interface DisclosureTimelinePanelProps {
  /** The ticker the page shows; nothing is drawn without one. */
  ticker: string | undefined;
}

/**
 * The "Timeline" panel of a tracker page's ticker view: the ticker's last year of disclosures from every
 * source, smart-money clusters highlighted.
 */
export function DisclosureTimelinePanel({ ticker }: DisclosureTimelinePanelProps) {
  if (!ticker || !TICKER_PATTERN.test(ticker)) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <TimelineFor ticker={ticker} />
    </Box>
  );
}

function TimelineFor({ ticker }: { ticker: string }) {
  const request = useMemo(() => ({ ticker }), [ticker]);
  const timeline = useDisclosureTimeline(request);
  const data = timeline.data;
  const error = timeline.isError ? readApiError(timeline.error) : null;
  return (
    <PanelSection
      title="Timeline"
      label={`Disclosure timeline of ${ticker}`}
      updating={timeline.isPlaceholderData}
      subtitle={
        <>
          {ticker}: politician trades, insider transactions, 13F changes, lobbying, contracts and SEC filings of the
          last 12 months, newest first.{' '}
          {data?.simulated ? (
            <Chip size="small" color="warning" variant="outlined" label={SIMULATED_DATA_LABEL} component="span" />
          ) : null}
        </>
      }
      action={
        data ? (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {data.events.length < data.total ? `${data.events.length} of ${data.total}` : data.total} events
          </Typography>
        ) : null
      }
    >
      {timeline.isPending ? (
        <Loading label="Loading the timeline…" />
      ) : error ? (
        error.status === 404 ? (
          <Typography color="text.secondary">
            {ticker} is not a listed symbol and no disclosure for it was imported.
          </Typography>
        ) : (
          <LoadError message="The disclosure timeline could not be loaded." onRetry={() => void timeline.refetch()} />
        )
      ) : data ? (
        <DisclosureTimelineView
          events={data.events}
          clusters={data.clusters}
          sourceLabels={DISCLOSURE_SOURCE_LABELS}
          ruleText={CLUSTER_RULE_TEXT}
          counts={data.counts}
          emptyText={`No disclosures for ${ticker} from ${data.from} to ${data.to}: no source filed or traded it in that window.`}
        />
      ) : null}
    </PanelSection>
  );
}
