import type { DarkPoolPrint, FlowTrade, FlowTradeKind, TradeSide } from '@flowdeck/api-types';
import { abbreviate, formatPrice, formatUsd, formatUsdShort } from '@flowdeck/ui-kit';
import { Box, List, ListItemButton, Paper, Typography } from '@mui/material';
import { formatTradeTime } from '../chart-format';
import { printTime } from '../chart-markers';
import type { ChartPalette } from '../hooks/use-chart-palette';

/** Rows the list shows: the newest; older trades stay on the chart. */
export const MAX_LISTED_TRADES = 60;

export type ChartEvent =
  { kind: 'flow'; time: number; trade: FlowTrade } | { kind: 'darkPool'; time: number; print: DarkPoolPrint };

/** Options trades and dark-pool prints in one list, newest first. */
export function listEvents(
  trades: readonly FlowTrade[],
  prints: readonly DarkPoolPrint[],
  limit = MAX_LISTED_TRADES,
): ChartEvent[] {
  const events: ChartEvent[] = [
    ...trades.map((trade): ChartEvent => ({ kind: 'flow', time: Date.parse(trade.time), trade })),
    ...prints.map((print): ChartEvent => ({ kind: 'darkPool', time: printTime(print), print })),
  ];
  return events.sort((a, b) => b.time - a.time).slice(0, limit);
}

const KIND_LABELS: Record<FlowTradeKind, string> = {
  sweep: 'Sweep',
  block: 'Block',
  split: 'Split',
  multi_leg: 'Multi-leg',
  single: 'Single',
};

const SIDE_LABELS: Record<TradeSide, string> = {
  above_ask: 'Above ask',
  ask: 'At ask',
  mid: 'Mid',
  bid: 'At bid',
  below_bid: 'Below bid',
};

const expiryFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

function contractLabel(trade: FlowTrade): string {
  const expiry = expiryFormat.format(Date.parse(`${trade.expiry}T00:00:00Z`));
  return `$${formatPrice(trade.strike).replace(/\.00$/, '')} ${trade.type === 'call' ? 'C' : 'P'} ${expiry}`;
}

export interface BigTradesListProps {
  events: readonly ChartEvent[];
  flowShown: boolean;
  darkPoolShown: boolean;
  minPremium: number;
  minNotional: number;
  palette: ChartPalette;
  height: number | string;
  /** A row was chosen: bring its bar into view. */
  onSelect: (time: number) => void;
}

/** The chart's markers as text: the newest big trades and prints, each a click away from its candle. */
export function BigTradesList({
  events,
  flowShown,
  darkPoolShown,
  minPremium,
  minNotional,
  palette,
  height,
  onSelect,
}: BigTradesListProps) {
  const criteria = [
    flowShown ? `options ≥ ${formatUsdShort(minPremium)}` : null,
    darkPoolShown ? `dark pool ≥ ${formatUsdShort(minNotional)}` : null,
  ].filter(Boolean);
  return (
    <Paper
      component="section"
      aria-labelledby="chart-big-trades-title"
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: { xs: 'auto', lg: height } }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Typography id="chart-big-trades-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Big trades
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {criteria.length > 0
            ? `Newest first · ${criteria.join(' · ')}`
            : 'Turn on options flow or dark pool to list trades'}
        </Typography>
      </Box>
      {events.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {criteria.length > 0 ? 'None yet for these thresholds.' : null}
        </Typography>
      ) : (
        <List
          dense
          disablePadding
          aria-label="Big trades"
          sx={{ overflowY: 'auto', flex: 1, maxHeight: { xs: 360, lg: 'none' } }}
        >
          {events.map((event) => (
            <ListItemButton
              key={event.kind === 'flow' ? event.trade.id : `dp-${event.print.id}`}
              onClick={() => onSelect(event.time)}
              sx={{ px: 2, py: 0.5, gap: 1.25, alignItems: 'flex-start', borderTop: 1, borderColor: 'divider' }}
            >
              {event.kind === 'flow' ? (
                <FlowRow trade={event.trade} palette={palette} />
              ) : (
                <DarkPoolRow print={event.print} palette={palette} />
              )}
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}

function Row({
  glyph,
  color,
  title,
  detail,
  amount,
}: {
  glyph: string;
  color: string;
  title: string;
  detail: string;
  amount: string;
}) {
  return (
    <>
      <Box component="span" aria-hidden sx={{ color, fontSize: 12, lineHeight: '20px', width: 12, flexShrink: 0 }}>
        {glyph}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {detail}
        </Typography>
      </Box>
      <Typography
        variant="body2"
        sx={{ color, fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {amount}
      </Typography>
    </>
  );
}

function FlowRow({ trade, palette }: { trade: FlowTrade; palette: ChartPalette }) {
  const [glyph, color] =
    trade.sentiment === 'bullish'
      ? ['▲', palette.bullish]
      : trade.sentiment === 'bearish'
        ? ['▼', palette.bearish]
        : ['●', palette.neutral];
  return (
    <Row
      glyph={glyph}
      color={color}
      title={`${contractLabel(trade)} · ${KIND_LABELS[trade.kind]}`}
      detail={`${formatTradeTime(trade.time)} · ${abbreviate(trade.size)} @ ${formatPrice(trade.price)} · ${SIDE_LABELS[trade.side]}`}
      amount={formatUsd(trade.premium)}
    />
  );
}

function DarkPoolRow({ print, palette }: { print: DarkPoolPrint; palette: ChartPalette }) {
  return (
    <Row
      glyph="■"
      color={palette.darkPool}
      title={`Dark pool · ${abbreviate(print.size)} sh @ ${formatPrice(print.price)}`}
      detail={`${formatTradeTime(printTime(print))} · ${print.venue}${print.late ? ' · Late' : ''}`}
      amount={formatUsd(print.notional)}
    />
  );
}
