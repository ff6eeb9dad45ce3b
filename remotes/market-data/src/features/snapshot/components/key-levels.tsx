import { formatPrice, formatUsd } from '@flowdeck/ui-kit';
import type { GexLevels, PriceLevel } from '@flowdeck/api-types';
import { Box, Stack, Typography } from '@mui/material';
import { type Theme, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { Panel } from '../../../components/panel';
import { type LadderMarkStyle, PriceLadder } from '../../../components/price-ladder';
import { priceLadder } from '../../../lib/dark-pool-data';
import { formatDistance, formatLevelPrice } from '../../../lib/market-format';
import {
  GEX_LEVEL_LABELS,
  type GexLevelId,
  LADDER_GEX_REACH_PERCENT,
  gammaRegime,
  gexLevelRows,
} from '../snapshot-data';
import { noneThisSession } from '../../../lib/session-empty';

export const KEY_LEVELS_LABEL = 'Key levels';
const LADDER_MAX_ROWS = 22;

export function gexLevelColors(theme: Theme): Record<GexLevelId, string> {
  return {
    callWall: theme.palette.success.main,
    putWall: theme.palette.error.main,
    zeroGamma: theme.palette.warning.main,
    spot: theme.palette.info.main,
  };
}

/**
 * Where the ticker may find support and resistance: the gamma levels (call wall, zero gamma, put wall)
 * against spot, then the dark-pool ladder with those levels marked on it, so a wall sitting on a heavy
 * dark-pool level stands out.
 */
export function KeyLevels({
  ticker,
  gex,
  levels,
  notional,
  trading,
}: {
  ticker: string;
  gex: GexLevels | null;
  levels: readonly PriceLevel[];
  notional: number;
  trading: boolean;
}) {
  const theme = useTheme();
  const colors = useMemo(() => gexLevelColors(theme), [theme]);
  const rows = useMemo(() => (gex ? gexLevelRows(gex) : []), [gex]);
  const ladder = useMemo(
    () =>
      priceLadder(levels, {
        maxRows: LADDER_MAX_ROWS,
        referencePrice: gex?.spot,
        marks: rows.map((row) => ({
          id: row.id,
          price: row.price,
          extend: Math.abs(row.fromSpot) <= LADDER_GEX_REACH_PERCENT,
        })),
      }),
    [levels, gex?.spot, rows],
  );
  const marks = useMemo(
    () =>
      Object.fromEntries(
        (Object.keys(GEX_LEVEL_LABELS) as GexLevelId[]).map((id) => [
          id,
          { label: GEX_LEVEL_LABELS[id], color: colors[id] } satisfies LadderMarkStyle,
        ]),
      ),
    [colors],
  );
  const regime = gex ? gammaRegime(gex) : null;

  return (
    <Panel title={KEY_LEVELS_LABEL} subtitle="Gamma levels and dark-pool notional by price">
      {gex ? (
        <Box role="list" aria-label="Gamma levels" sx={{ mb: 1 }}>
          {rows.map((row) => (
            <Stack
              key={row.id}
              role="listitem"
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', py: 0.25, fontVariantNumeric: 'tabular-nums', fontSize: 13 }}
            >
              <Box
                aria-hidden
                sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: colors[row.id], flexShrink: 0 }}
              />
              <Box sx={{ flexGrow: 1, color: 'text.secondary' }}>{row.label}</Box>
              <Box sx={{ fontWeight: 700, color: colors[row.id] }}>
                {row.id === 'spot' ? formatPrice(row.price) : formatLevelPrice(row.price)}
              </Box>
              <Box sx={{ width: 64, textAlign: 'right', color: 'text.secondary' }}>
                {row.id === 'spot' ? '' : formatDistance(row.price, gex.spot)}
              </Box>
            </Stack>
          ))}
          {regime ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {regime.text}.
            </Typography>
          ) : null}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {ticker} has no listed options: no gamma levels.
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1, mb: 0.5 }}>
        Dark pool · {formatUsd(notional)} session notional
        {ladder.outside.length > 0
          ? ` · off the ladder: ${ladder.outside.map((id) => GEX_LEVEL_LABELS[id as GexLevelId]).join(', ')}`
          : ''}
      </Typography>
      <PriceLadder
        ladder={ladder}
        label={`${ticker} dark pool levels`}
        marks={marks}
        emptyText={noneThisSession('dark-pool prints', trading)}
      />
    </Panel>
  );
}
