import type { FilingFormGroup } from '@flowdeck/api-types';
import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { FILING_FORM_GROUPS } from '@flowdeck/endpoints/filings';
import { LoadError, Loading, PageHeader, formatThousands } from '@flowdeck/ui-kit';
import { Box, Button, Chip, Pagination, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useUrlParams } from '../../hooks/use-url-params';
import { useFilings } from './api/get-filings';
import { FilingsList } from './components/filings-list';
import { emptyFeedText, FILINGS_PAGE_SIZE, isTicker, readFilingParams } from './filing-view';
import { DisclosureTimelinePanel } from '../../lib/disclosure-timeline-panel';

const SUBTITLE =
  'SEC filings as they are accepted: 8-Ks with their items in words, annual and quarterly reports, registrations, 5% owners, insider forms and sale notices — with the document on EDGAR.';

const FORM_CHIP_LABEL: Record<FilingFormGroup, string> = {
  '8-K': '8-K',
  '10-K': '10-K',
  '10-Q': '10-Q',
  'S-1': 'S-1',
  '13D/13G': '13D/13G',
  '4': 'Form 4',
  '144': '144',
  other: 'Other',
};

/** Filings: the live feed of SEC filings by form, market-wide or for one ticker. */
export default function FilingsPage() {
  const [params, set] = useUrlParams();
  const view = readFilingParams(params);
  const request = useMemo(
    () => ({
      x: view.symbol ?? 'all',
      page: view.page,
      pageSize: FILINGS_PAGE_SIZE,
      ...(view.form ? { form: view.form } : {}),
    }),
    [view.symbol, view.page, view.form],
  );
  const feed = useFilings(request);
  const [draft, setDraft] = useState(view.symbol ?? '');
  const draftValid = draft.trim() === '' || isTicker(draft.trim().toUpperCase());

  const submitSymbol = () => {
    if (draftValid) set({ symbol: draft.trim().toUpperCase() || undefined, page: undefined });
  };

  const data = feed.data;
  const all = data ? Object.values(data.counts).reduce((sum, n) => sum + n, 0) : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / FILINGS_PAGE_SIZE)) : 1;

  return (
    <Box>
      <PageHeader title={specNavTitle(NAV_PATHS.filings)} simulated={data?.simulated ?? false} subtitle={SUBTITLE} />
      <Paper variant="outlined" sx={{ mb: 2, p: 2 }}>
        <Stack direction="row" role="group" aria-label="Form" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Chip
            label={`All${all === null ? '' : ` (${formatThousands(all)})`}`}
            color={view.form ? 'default' : 'primary'}
            variant={view.form ? 'outlined' : 'filled'}
            onClick={() => set({ form: undefined, page: undefined })}
            aria-pressed={!view.form}
          />
          {FILING_FORM_GROUPS.map((group) => (
            <Chip
              key={group}
              label={`${FORM_CHIP_LABEL[group]}${data ? ` (${formatThousands(data.counts[group])})` : ''}`}
              color={view.form === group ? 'primary' : 'default'}
              variant={view.form === group ? 'filled' : 'outlined'}
              onClick={() => set({ form: group, page: undefined })}
              aria-pressed={view.form === group}
            />
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
          <TextField
            size="small"
            label="Ticker"
            placeholder="e.g. TSLA"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submitSymbol();
            }}
            error={!draftValid}
            helperText={draftValid ? ' ' : 'Letters, digits, "." or "-" (up to 12)'}
            slotProps={{ htmlInput: { 'aria-label': 'Ticker', style: { textTransform: 'uppercase' } } }}
            sx={{ width: 160 }}
          />
          <Button variant="outlined" onClick={submitSymbol}>
            Show
          </Button>
          {view.symbol ? (
            <Button
              onClick={() => {
                setDraft('');
                set({ symbol: undefined, page: undefined });
              }}
            >
              All companies
            </Button>
          ) : null}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.25 }}>
          {view.symbol ? `${view.symbol}${data?.company ? ` · ${data.company}` : ''}` : 'All companies'}
          {data ? ` · ${formatThousands(data.total)} filings, newest first` : ''}
        </Typography>
        {feed.isPending ? (
          <Loading label="Loading filings…" />
        ) : feed.isError ? (
          <LoadError message="The filings could not be loaded." onRetry={() => void feed.refetch()} />
        ) : !data || data.filings.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
            {emptyFeedText(view)}
          </Typography>
        ) : (
          <Box sx={{ opacity: feed.isPlaceholderData ? 0.6 : 1 }}>
            <FilingsList filings={data.filings} />
            {pages > 1 ? (
              <Stack sx={{ alignItems: 'center', py: 1.5, borderTop: 1, borderColor: 'divider' }}>
                <Pagination
                  size="small"
                  siblingCount={0}
                  count={pages}
                  page={Math.min(view.page, pages)}
                  onChange={(_event, page) => set({ page: page === 1 ? undefined : String(page) })}
                />
              </Stack>
            ) : null}
          </Box>
        )}
      </Paper>
      <DisclosureTimelinePanel ticker={view.symbol} />
    </Box>
  );
}
