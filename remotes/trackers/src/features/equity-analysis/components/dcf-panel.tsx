import { COMPACT_TABLE } from './compact';
import { PanelSection } from '@flowdeck/ui-kit';
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { DcfOutcome, SensitivityTable } from '../dcf';
import { money, pct, perShare } from '../format';

/** The assumptions as the user types them: percents, years, and amounts in millions. */
export interface AssumptionDraft {
  initialGrowth: string;
  terminalGrowth: string;
  discountRate: string;
  years: string;
  baseFcf: string;
  netDebt: string;
  shares: string;
}

const FIELDS: ReadonlyArray<{ key: keyof AssumptionDraft; label: string; unit: string }> = [
  { key: 'initialGrowth', label: 'Starting growth', unit: '%' },
  { key: 'terminalGrowth', label: 'Terminal growth', unit: '%' },
  { key: 'discountRate', label: 'Discount rate', unit: '%' },
  { key: 'years', label: 'Years projected', unit: 'yrs' },
  { key: 'baseFcf', label: 'FCF, TTM', unit: '$M' },
  { key: 'netDebt', label: 'Net debt', unit: '$M' },
  { key: 'shares', label: 'Shares', unit: 'M' },
];

export function DcfPanel({
  draft,
  onDraft,
  onReset,
  growthSource,
  discountSource,
  outcome,
  table,
  price,
}: {
  draft: AssumptionDraft;
  onDraft: (draft: AssumptionDraft) => void;
  onReset: () => void;
  growthSource: string;
  discountSource: string;
  outcome: DcfOutcome;
  table: SensitivityTable | null;
  price: number | null;
}) {
  return (
    <PanelSection
      title="Discounted cash flow"
      label="Discounted cash flow"
      subtitle={`Free cash flow grown at the starting rate, fading each year to the terminal rate, discounted back; terminal value by Gordon growth; less net debt. Defaults from the company's history — starting growth: ${growthSource}; discount rate: ${discountSource}.`}
      action={
        <Button size="small" onClick={onReset} sx={{ whiteSpace: 'nowrap' }}>
          Reset to defaults
        </Button>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mb: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 1fr))',
            lg: 'repeat(7, minmax(0, 1fr))',
          },
        }}
      >
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            size="small"
            fullWidth
            label={`${f.label} (${f.unit})`}
            value={draft[f.key]}
            onChange={(event) => onDraft({ ...draft, [f.key]: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': f.label } }}
          />
        ))}
      </Box>
      {outcome.ok ? (
        <>
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto', mb: 2 }}>
            <Table size="small" aria-label="Projected free cash flow" sx={COMPACT_TABLE}>
              <TableHead>
                <TableRow>
                  <TableCell>Year</TableCell>
                  <TableCell align="right">Growth</TableCell>
                  <TableCell align="right">Free cash flow</TableCell>
                  <TableCell align="right">Present value</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {outcome.result.projection.map((y) => (
                  <TableRow key={y.year}>
                    <TableCell>{y.year}</TableCell>
                    <TableCell align="right">{pct(y.growth)}</TableCell>
                    <TableCell align="right">{money(y.fcf)}</TableCell>
                    <TableCell align="right">{money(y.presentValue)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell>Terminal</TableCell>
                  <TableCell align="right">{pct(Number(draft.terminalGrowth) / 100)}</TableCell>
                  <TableCell align="right">{money(outcome.result.terminalValue)}</TableCell>
                  <TableCell align="right">{money(outcome.result.terminalPresentValue)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            Enterprise value {money(outcome.result.enterpriseValue)} − net debt {money(Number(draft.netDebt) * 1e6)} =
            equity {money(outcome.result.equityValue)}, ÷ {draft.shares}M shares ={' '}
            <strong data-testid="dcf-per-share">{perShare(outcome.result.perShare)}</strong> per share
            {price !== null ? ` against the last close of ${perShare(price)}` : ''}.
          </Typography>
        </>
      ) : (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {outcome.reason}
        </Alert>
      )}
      {table ? <Sensitivity table={table} price={price} /> : null}
    </PanelSection>
  );
}

function Sensitivity({ table, price }: { table: SensitivityTable; price: number | null }) {
  const centre = Math.floor(table.discountRates.length / 2);
  const middle = Math.floor(table.terminalGrowths.length / 2);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Sensitivity: value per share (whole dollars) by discount rate (rows) and terminal growth (columns)
      </Typography>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label="Sensitivity table" sx={COMPACT_TABLE}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>Rate \ growth</TableCell>
              {table.terminalGrowths.map((g) => (
                <TableCell key={g} align="right">
                  {pct(g)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.discountRates.map((rate, row) => (
              <TableRow key={rate}>
                <TableCell component="th" scope="row">
                  {pct(rate)}
                </TableCell>
                {table.terminalGrowths.map((g, column) => {
                  const value = table.values[row]?.[column] ?? null;
                  const above = value !== null && price !== null && value >= price;
                  return (
                    <TableCell
                      key={g}
                      align="right"
                      sx={{
                        fontWeight: row === centre && column === middle ? 700 : undefined,
                        color: value === null || price === null ? undefined : above ? 'success.main' : 'error.main',
                      }}
                    >
                      {value === null ? '—' : `$${Math.round(value).toLocaleString('en-US')}`}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {price !== null ? (
        <Typography variant="caption" color="text.secondary">
          Green: at or above the last close ({perShare(price)}); red: below. A dash: the discount rate does not exceed
          growth.
        </Typography>
      ) : null}
    </Box>
  );
}
