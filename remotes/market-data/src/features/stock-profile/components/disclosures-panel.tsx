import { readApiError } from '@flowdeck/api-client/error-shape';
import { CLUSTER_RULE_TEXT, DISCLOSURE_SOURCE_LABELS } from '@flowdeck/endpoints/disclosure-timeline';
import { DisclosureTimelineView, LoadError, Loading, PanelSection } from '@flowdeck/ui-kit';
import { Typography } from '@mui/material';
import { useDisclosureTimeline } from '../api/get-disclosure-timeline';

const HTTP_FORBIDDEN = 403;
const HTTP_NOT_FOUND = 404;

/** Stock Profile's "Disclosures" panel: the ticker's disclosure timeline with its smart-money clusters. */
export function DisclosuresPanel({ symbol }: { symbol: string }) {
  const timeline = useDisclosureTimeline(symbol);
  const data = timeline.data;
  const status = timeline.isError ? readApiError(timeline.error).status : null;
  return (
    <PanelSection
      title="Disclosures"
      label={`Disclosures of ${symbol}`}
      subtitle={`Politician trades, insider transactions, 13F changes, lobbying, contracts and SEC filings of the last 12 months${data ? ` (${data.total} events)` : ''}.`}
    >
      {timeline.isPending ? (
        <Loading label="Loading disclosures…" />
      ) : status === HTTP_FORBIDDEN ? (
        <Typography color="text.secondary">
          Disclosures come with the trackers, which your plan does not include.
        </Typography>
      ) : status === HTTP_NOT_FOUND ? (
        <Typography color="text.secondary">No disclosure source knows {symbol}.</Typography>
      ) : timeline.isError || !data ? (
        <LoadError message="The disclosures could not be loaded." onRetry={() => void timeline.refetch()} />
      ) : (
        <DisclosureTimelineView
          events={data.events}
          clusters={data.clusters}
          sourceLabels={DISCLOSURE_SOURCE_LABELS}
          ruleText={CLUSTER_RULE_TEXT}
          counts={data.counts}
          emptyText={`No disclosures for ${symbol} from ${data.from} to ${data.to}: no source filed or traded it in that window.`}
        />
      )}
    </PanelSection>
  );
}
