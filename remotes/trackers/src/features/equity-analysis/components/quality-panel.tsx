import { COMPACT_TABLE } from './compact';
import { PanelSection } from '@flowdeck/ui-kit';
import { Box, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatThousands } from '@flowdeck/ui-kit';
import type { FComponent, FScore, ZScore } from '../scores';
import { Z_DISTRESS, Z_SAFE } from '../scores';

const SHARE_TESTS = new Set(['noDilution']);
const LEVEL_MONEY = new Set(['cfo', 'accruals']);

function measure(c: FComponent, value: number | null): string {
  if (value === null) return '—';
  if (SHARE_TESTS.has(c.id)) return `${formatThousands(value / 1e6, 1)}M`;
  if (LEVEL_MONEY.has(c.id)) return `$${formatThousands(value / 1e6, 0)}M`;
  if (c.id === 'deltaCurrent') return value.toFixed(2);
  return `${(value * 100).toFixed(1)}%`;
}

function Verdict({ pass }: { pass: boolean | null }) {
  if (pass === null) return <Chip size="small" label="No data" variant="outlined" />;
  return <Chip size="small" label={pass ? 'Pass' : 'Fail'} color={pass ? 'success' : 'error'} variant="outlined" />;
}

export function QualityPanel({
  f,
  z,
  years,
}: {
  f: FScore | null;
  z: ZScore | null;
  /** "FY2025 vs FY2024". */
  years: string | null;
}) {
  return (
    <PanelSection
      title="Quality scores"
      label="Quality scores"
      subtitle={`Piotroski F-score (nine tests, one point each) and Altman Z-score (public-company form) from the fiscal-year statements${years ? `: ${years}` : ''}.`}
    >
      {f ? (
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', mb: 2 }}>
          <Table size="small" aria-label="Piotroski F-score" sx={COMPACT_TABLE}>
            <TableHead>
              <TableRow>
                <TableCell>F-score test</TableCell>
                <TableCell align="right">This year</TableCell>
                <TableCell align="right">Last year</TableCell>
                <TableCell align="right">Result</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {f.components.map((c) => (
                <TableRow key={c.id}>
                  <TableCell component="th" scope="row">
                    <Typography variant="body2">{c.label}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {c.rule}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{measure(c, c.current)}</TableCell>
                  <TableCell align="right">{measure(c, c.prior)}</TableCell>
                  <TableCell align="right">
                    <Verdict pass={c.pass} />
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                  F-score
                </TableCell>
                <TableCell colSpan={3} align="right" sx={{ fontWeight: 700 }}>
                  {f.score} / {f.known}
                  {f.known < 9 ? ` (${9 - f.known} without data)` : ''}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Typography sx={{ mb: 2 }}>The F-score compares two fiscal years; the statements have fewer.</Typography>
      )}
      {z ? (
        <Box>
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-label="Altman Z-score" sx={COMPACT_TABLE}>
              <TableHead>
                <TableRow>
                  <TableCell>Z-score component</TableCell>
                  <TableCell align="right">Ratio</TableCell>
                  <TableCell align="right">Weight</TableCell>
                  <TableCell align="right">Points</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {z.components.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell component="th" scope="row">
                      {c.rule}: {c.label}
                    </TableCell>
                    <TableCell align="right">{c.value === null ? '—' : c.value.toFixed(3)}</TableCell>
                    <TableCell align="right">{c.weight.toFixed(1)}</TableCell>
                    <TableCell align="right">{c.value === null ? '—' : (c.weight * c.value).toFixed(2)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    Z-score
                  </TableCell>
                  <TableCell colSpan={3} align="right" sx={{ fontWeight: 700 }}>
                    {z.z === null ? `— (missing: ${z.missing.join(', ')})` : `${z.z.toFixed(2)} · ${z.zone}`}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="caption" color="text.secondary">
            Zones: safe above {Z_SAFE}, distress below {Z_DISTRESS}, grey between. Market value of equity = last close ×
            shares. Made for industrial companies: it reads low for banks and insurers.
          </Typography>
        </Box>
      ) : null}
    </PanelSection>
  );
}
