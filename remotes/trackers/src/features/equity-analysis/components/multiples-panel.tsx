import { COMPACT_TABLE } from './compact';
import type { RatioAnalysis } from '@flowdeck/api-types';
import { PanelSection } from '@flowdeck/ui-kit';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { signedPct, times } from '../format';

const MULTIPLES = ['pe', 'ps', 'pb', 'evEbitda'] as const;

/** The company's TTM multiples against its sector's median: a premium above, a discount below. */
export function MultiplesPanel({ ratios }: { ratios: RatioAnalysis }) {
  const ttm = ratios.periods.length - 1;
  const rows = MULTIPLES.flatMap((id) => {
    const definition = ratios.definitions.find((d) => d.id === id);
    const series = ratios.ratios.find((r) => r.id === id);
    if (!definition || !series) return [];
    const value = series.values[ttm] ?? null;
    const median = series.sectorMedian;
    const premium = value !== null && median !== null && median > 0 ? value / median - 1 : null;
    return [{ definition, value, median, premium }];
  });
  return (
    <PanelSection
      title="Multiples vs sector"
      label="Multiples vs sector"
      subtitle={`${ratios.periods[ttm]?.label ?? 'Latest'} multiples at the last close against the median of the ${ratios.sector ?? 'sector'} companies that have them.`}
    >
      {rows.length === 0 ? (
        <Typography>No multiples: the company has no statements to value.</Typography>
      ) : (
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-label="Multiples vs sector" sx={COMPACT_TABLE}>
            <TableHead>
              <TableRow>
                <TableCell>Multiple</TableCell>
                <TableCell align="right">{ratios.symbol}</TableCell>
                <TableCell align="right">Sector median</TableCell>
                <TableCell align="right">Premium</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.definition.id}>
                  <TableCell component="th" scope="row">
                    <Typography variant="body2">{r.definition.label}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {r.definition.formula}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{times(r.value)}</TableCell>
                  <TableCell align="right">{times(r.median)}</TableCell>
                  <TableCell
                    align="right"
                    sx={{ color: r.premium === null ? undefined : r.premium > 0 ? 'error.main' : 'success.main' }}
                  >
                    {signedPct(r.premium)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="caption" color="text.secondary">
        A dash: the multiple means nothing (a P/E on a loss) or fewer than three sector companies have it.
      </Typography>
    </PanelSection>
  );
}
