import { COMPACT_TABLE } from './compact';
import type { CostOfCapital } from '@flowdeck/api-types';
import { formatDate, PanelSection } from '@flowdeck/ui-kit';
import { Table, TableBody, TableCell, TableContainer, TableRow, Typography } from '@mui/material';
import { money, pct } from '../format';

/** One step of the build-up: what it is, how it was had, its value. */
interface Step {
  label: string;
  basis: string;
  value: string;
  strong?: boolean;
}

function steps(c: CostOfCapital): Step[] {
  const total = c.equityValue + c.debtValue;
  const equityWeight = total > 0 ? c.equityValue / total : null;
  const debtWeight = total > 0 ? c.debtValue / total : null;
  return [
    {
      label: 'Beta',
      basis: c.beta
        ? `Slope of its daily returns on ${c.beta.benchmark}'s, ${c.beta.returns} sessions from ${formatDate(c.beta.from)} to ${formatDate(c.beta.to)}`
        : 'Not enough price history against the market for a beta',
      value: c.beta ? c.beta.value.toFixed(2) : '—',
    },
    { label: 'Risk-free rate', basis: 'Assumed: the 10-year US Treasury yield', value: pct(c.riskFreeRate, 2) },
    {
      label: 'Equity risk premium',
      basis: 'Assumed: US equities over the risk-free rate',
      value: pct(c.equityRiskPremium, 2),
    },
    {
      label: 'Cost of equity',
      basis: 'Risk-free rate + beta × equity risk premium (CAPM)',
      value: pct(c.costOfEquity, 2),
    },
    {
      label: 'Cost of debt',
      basis:
        c.costOfDebtSource === 'interest'
          ? 'Interest expense ÷ long-term debt, last twelve months'
          : `Assumed: the risk-free rate + ${pct(c.costOfDebt - c.riskFreeRate, 2)} (no usable interest expense on file)`,
      value: pct(c.costOfDebt, 2),
    },
    {
      label: 'Tax rate',
      basis: 'Income tax ÷ pre-tax income, last twelve months (the US federal rate when unknown)',
      value: pct(c.taxRate, 1),
    },
    {
      label: 'Weights',
      basis: `Equity: market cap ${money(c.equityValue)} · debt: long-term debt ${money(c.debtValue)}`,
      value: `${pct(equityWeight, 0)} / ${pct(debtWeight, 0)}`,
    },
    {
      label: 'WACC',
      basis: 'Equity weight × cost of equity + debt weight × cost of debt × (1 − tax rate)',
      value: pct(c.wacc, 2),
      strong: true,
    },
  ];
}

/** How the DCF's default discount rate was reached: the company's weighted average cost of capital. */
export function CostOfCapitalPanel({ capital }: { capital: CostOfCapital }) {
  return (
    <PanelSection
      title="Cost of capital"
      label="Cost of capital"
      subtitle="The discounted-cash-flow default discount rate: the weighted average cost of capital, each step from the company's figures or a stated assumption."
    >
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label="Cost of capital" sx={COMPACT_TABLE}>
          <TableBody>
            {steps(capital).map((s) => (
              <TableRow key={s.label}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: s.strong ? 700 : undefined }}>
                    {s.label}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {s.basis}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: s.strong ? 700 : undefined, whiteSpace: 'nowrap' }}>
                  {s.value}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </PanelSection>
  );
}
