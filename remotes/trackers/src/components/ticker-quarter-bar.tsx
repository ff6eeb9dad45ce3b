import { MenuItem, Paper, Stack, TextField } from '@mui/material';
import { quarterLabel } from '../lib/quarters';
import { TickerSearch } from '../lib/ticker-search';
import type { UrlParamChanges } from '../hooks/use-url-params';

export interface TickerQuarterBarProps {
  symbol: string | undefined;
  /** The report shown: its quarter and the other quarters it has; undefined while none has arrived. */
  report: { quarter: string; quarters: readonly string[] } | undefined;
  onChange: (changes: UrlParamChanges) => void;
}

/**
 * The bar above a quarterly disclosure report: a ticker or the whole market (a new ticker opens at its
 * latest quarter) and the quarter, newest first, among those the report has.
 */
export function TickerQuarterBar({ symbol, report, onChange }: TickerQuarterBarProps) {
  const quarters = report ? [...new Set([report.quarter, ...report.quarters])].sort().reverse() : [];
  return (
    <Paper variant="outlined" sx={{ mb: 2, p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TickerSearch symbol={symbol} onSymbolChange={(next) => onChange({ symbol: next, quarter: undefined })} />
        <TextField
          select
          size="small"
          label="Quarter"
          value={report ? report.quarter : ''}
          onChange={(event) => onChange({ quarter: event.target.value })}
          sx={{ width: 150 }}
          disabled={!report}
        >
          {quarters.map((q) => (
            <MenuItem key={q} value={q}>
              {quarterLabel(q)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Paper>
  );
}
