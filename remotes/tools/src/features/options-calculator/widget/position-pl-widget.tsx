import { NAV_PATHS, type WidgetProps } from '@flowdeck/contract';
import { type PayoffBound, profitLoss } from '@flowdeck/options-math';
import { formatMonthDay } from '@flowdeck/ui-kit';
import { Box, Link, Typography } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { UNLIMITED, formatMoney, formatSignedMoney } from '../components/format';
import { analyzePosition } from '../hooks/use-strategy-analysis';
import { maxDate, minDate, todayIso } from '../stores/iso-date';
import { SAVED_POSITION_KEY, type SavedPosition, readSavedPosition } from '../stores/saved-position';
import { PayoffSparkline } from './payoff-sparkline';
import { POSITION_PL_TITLE } from './title';

const PROFIT = 'success.main';
const LOSS = 'error.main';

function toneOf(value: number): string | undefined {
  return value > 0 ? PROFIT : value < 0 ? LOSS : undefined;
}

function boundText(bound: PayoffBound): string {
  return bound.unlimited ? UNLIMITED : formatSignedMoney(bound.value);
}

/** The last saved position, read again when another tab saves one. */
function useSavedPosition(): SavedPosition | null {
  const [position, setPosition] = useState(readSavedPosition);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SAVED_POSITION_KEY || event.key === null) setPosition(readSavedPosition());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return position;
}

function Figure({ label, value, color }: { label: string; value: ReactNode; color?: string }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        sx={{ fontWeight: 700, color, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

function CalculatorLink({ children }: { children: ReactNode }) {
  return (
    <Link component={RouterLink} to={NAV_PATHS.optionsCalculator} underline="hover">
      {children}
    </Link>
  );
}

/** The position the Options Calculator last priced: its payoff at expiry and what it is worth today at its price. */
export default function PositionPlWidget(_props: WidgetProps) {
  const position = useSavedPosition();
  const today = todayIso();
  const figures = useMemo(() => {
    if (!position) return null;
    const { market, legs, lastExpiry } = position.inputs;
    try {
      const analysis = analyzePosition({ market, legs, lastExpiry });
      // Valued today, kept within the position's life: from its trade date to its last expiry.
      const on = minDate(maxDate(today, market.date), lastExpiry);
      const strategyLegs = legs.map(({ leg }) => leg);
      return { analysis, on, profitLossNow: profitLoss(strategyLegs, market, on) };
    } catch {
      // A saved position the maths cannot price is treated as none.
      return null;
    }
  }, [position, today]);

  if (!position || !figures) {
    return (
      <Box
        component="section"
        aria-label={POSITION_PL_TITLE}
        tabIndex={0}
        sx={{ height: '100%', overflow: 'auto', minWidth: 0 }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          No position yet: price a strategy in the <CalculatorLink>Options Calculator</CalculatorLink> and its P/L at
          expiry shows here.
        </Typography>
      </Box>
    );
  }

  const { analysis, on, profitLossNow } = figures;
  const { payoff } = analysis;
  const { symbol, market } = position.inputs;
  const roots = payoff.breakEvens;
  const expired = today > analysis.expiryDate;
  const nowLabel = on === today ? 'P/L today' : `P/L on ${formatMonthDay(on)}`;

  return (
    <Box
      component="section"
      aria-label={POSITION_PL_TITLE}
      tabIndex={0}
      sx={{ height: '100%', overflow: 'auto', minWidth: 0, display: 'flex', flexDirection: 'column', p: 1.5, gap: 1 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap sx={{ fontWeight: 700 }} title={position.strategy}>
          {position.strategy}
          {symbol ? ` · ${symbol}` : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          Spot {formatMoney(market.spot)} · {expired ? 'expired' : 'expires'} {formatMonthDay(analysis.expiryDate)} ·
          saved {formatMonthDay(position.savedAt)}
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label="P/L at expiry"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
        }}
      >
        <Figure
          label="Max profit"
          value={boundText(payoff.maxProfit)}
          color={payoff.maxProfit.unlimited ? PROFIT : toneOf(payoff.maxProfit.value)}
        />
        <Figure
          label="Max loss"
          value={boundText(payoff.maxLoss)}
          color={payoff.maxLoss.unlimited ? LOSS : toneOf(payoff.maxLoss.value)}
        />
        <Figure
          label={roots.length > 1 ? 'Break-evens' : 'Break-even'}
          value={roots.length === 0 ? 'None' : roots.map(formatMoney).join(' · ')}
        />
        <Figure label={nowLabel} value={formatSignedMoney(profitLossNow)} color={toneOf(profitLossNow)} />
      </Box>
      <Box sx={{ flex: '1 1 64px', minHeight: 48 }}>
        <PayoffSparkline
          prices={analysis.prices}
          values={analysis.expiryCurve}
          spot={market.spot}
          label={`Payoff at expiry from ${formatMoney(analysis.domain[0])} to ${formatMoney(analysis.domain[1])}; the dashed line is the price ${formatMoney(market.spot)}`}
        />
      </Box>
    </Box>
  );
}
