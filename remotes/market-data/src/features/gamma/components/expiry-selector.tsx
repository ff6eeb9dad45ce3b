import { MenuItem, Stack, Tab, Tabs, TextField } from '@mui/material';
import type { GammaExposureResponse } from '../api/get-gamma-exposure';
import { ALL_EXPIRIES, type ExpiryFilter, ZERO_DTE } from '../gex-data';
import { formatExpiryLong } from '../gex-format';

const EXPIRY_KIND_LABELS = { daily: 'daily', weekly: 'weekly', monthly: 'monthly', leaps: 'LEAPS' } as const;

/**
 * Which expiries the figures cover: tabs for every expiry and today's (0DTE), and a list for one date.
 * The 0DTE tab is off when the ticker lists nothing expiring today.
 */
export function ExpirySelector({
  value,
  expiries,
  onChange,
}: {
  value: ExpiryFilter;
  /** The ticker's expiries; undefined until the first answer. */
  expiries: GammaExposureResponse['expiries'] | undefined;
  onChange: (value: ExpiryFilter) => void;
}) {
  const hasZeroDte = expiries === undefined || expiries.some((e) => e.dte === 0);
  const tab = value === ALL_EXPIRIES || value === ZERO_DTE ? value : false;
  const date = tab === false ? value : '';
  const listed = expiries ?? [];
  // An expiry in the URL the ticker does not list still shows, so the list never goes blank.
  const options =
    date && !listed.some((e) => e.expiry === date) ? [...listed, { expiry: date, dte: -1, kind: null }] : listed;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
      <Tabs
        value={tab}
        onChange={(_event, next: ExpiryFilter) => onChange(next)}
        aria-label="Expiries"
        sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, px: 2 } }}
      >
        <Tab value={ALL_EXPIRIES} label="All expiries" />
        <Tab value={ZERO_DTE} label="0DTE" disabled={!hasZeroDte} />
      </Tabs>
      <TextField
        select
        size="small"
        label="Expiry"
        value={date}
        onChange={(event) => onChange(event.target.value)}
        disabled={listed.length === 0}
        sx={{ minWidth: 240 }}
      >
        {options.map((e) => (
          <MenuItem key={e.expiry} value={e.expiry}>
            {e.dte < 0 ? e.expiry : formatExpiryLong(e.expiry, e.dte)}
            {e.kind ? ` · ${EXPIRY_KIND_LABELS[e.kind]}` : ''}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
