import { formatUsd, formatUsdShort } from '@flowdeck/ui-kit';
import { Box, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef } from 'react';
import type { GammaExposureResponse } from '../api/get-gamma-exposure';
import { heatmapRows, nearestStrike } from '../gex-data';
import { formatExpiryShort, formatStrike } from '../gex-format';
import { heatCellStyle, heatMaxAbs, withAlpha } from '../heatmap-scale';
import { levelColors } from './level-colors';

const MAX_HEIGHT = 520;
const STRIKE_COLUMN_WIDTH = 84;
const CELL_MIN_WIDTH = 60;

/** The cell's own words for a screen reader and the hover title. */
function cellLabel(strike: number, expiry: string, value: number): string {
  return `Strike ${formatStrike(strike)}, ${formatExpiryShort(expiry)}: ${formatUsd(value)}`;
}

/**
 * Net GEX by strike (rows, highest first) and expiry (columns, nearest first), coloured green for
 * positive and red for negative; the strike nearest spot is outlined and scrolled into view.
 */
export function GexHeatmap({
  data,
  range,
  scrollKey,
}: {
  data: GammaExposureResponse;
  range: number;
  /** Scrolls to spot again when this changes (a new ticker, expiry or window), not on every refresh. */
  scrollKey: string;
}) {
  const theme = useTheme();
  const rows = useMemo(() => heatmapRows(data.heatmap, data.spot, range), [data.heatmap, data.spot, range]);
  const maxAbs = useMemo(() => heatMaxAbs(rows.map((r) => r.values)), [rows]);
  const spotStrike = nearestStrike(
    rows.map((r) => r.strike),
    data.spot,
  );
  const dteOf = new Map(data.expiries.map((e) => [e.expiry, e.dte]));
  const colors = levelColors(theme);
  const heat = {
    up: theme.palette.success.main,
    down: theme.palette.error.main,
    text: theme.palette.text.primary,
    surface: theme.palette.background.paper,
  };
  const scroller = useRef<HTMLDivElement>(null);
  const spotRow = useRef<HTMLTableRowElement>(null);

  useEffect(() => {
    const box = scroller.current;
    const row = spotRow.current;
    if (!box || !row) return;
    box.scrollTop = Math.max(0, row.offsetTop - box.clientHeight / 2 + row.offsetHeight / 2);
    // Keyed on what is shown, not the data: a refresh never yanks the grid from where the user scrolled.
  }, [scrollKey]);

  if (rows.length === 0 || data.heatmap.expiries.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        No open interest within ±{range}% of spot.
      </Typography>
    );

  const tags = (strike: number) =>
    [
      strike === data.callWall ? { text: 'CW', title: 'Call wall', color: colors.callWall } : null,
      strike === data.putWall ? { text: 'PW', title: 'Put wall', color: colors.putWall } : null,
    ].filter((t) => t !== null);

  return (
    <Box>
      <Box
        ref={scroller}
        tabIndex={0}
        aria-label="Heatmap, scrollable"
        sx={{ maxHeight: MAX_HEIGHT, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Box
          component="table"
          aria-label="Net GEX by strike and expiry"
          sx={{
            borderCollapse: 'separate',
            borderSpacing: 0,
            width: '100%',
            fontSize: 11,
            fontVariantNumeric: 'tabular-nums',
            '& th, & td': { px: 0.75, py: 0.35, whiteSpace: 'nowrap', textAlign: 'right' },
            '& thead th': {
              position: 'sticky',
              top: 0,
              zIndex: 2,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
              fontWeight: 600,
              color: 'text.secondary',
              minWidth: CELL_MIN_WIDTH,
            },
            '& tbody th': {
              position: 'sticky',
              left: 0,
              zIndex: 1,
              bgcolor: 'background.paper',
              fontWeight: 600,
              minWidth: STRIKE_COLUMN_WIDTH,
              borderRight: 1,
              borderColor: 'divider',
            },
            '& thead th:first-of-type': { left: 0, zIndex: 3 },
          }}
        >
          <thead>
            <tr>
              <th scope="col">Strike</th>
              {data.heatmap.expiries.map((expiry) => {
                const dte = dteOf.get(expiry);
                return (
                  <th key={expiry} scope="col" title={expiry}>
                    <Box component="span" sx={{ display: 'block', color: 'text.primary' }}>
                      {formatExpiryShort(expiry)}
                    </Box>
                    {dte === undefined ? null : dte === 0 ? '0DTE' : `${dte}d`}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const atSpot = row.strike === spotStrike;
              return (
                <Box
                  component="tr"
                  key={row.strike}
                  ref={atSpot ? spotRow : undefined}
                  aria-current={atSpot ? 'true' : undefined}
                  sx={
                    atSpot
                      ? { '& > *': { boxShadow: `inset 0 1px 0 ${colors.spot}, inset 0 -1px 0 ${colors.spot}` } }
                      : undefined
                  }
                >
                  <th scope="row">
                    {tags(row.strike).map((tag) => (
                      <Box
                        key={tag.text}
                        component="abbr"
                        title={tag.title}
                        sx={{ mr: 0.5, color: tag.color, textDecoration: 'none', fontSize: 10 }}
                      >
                        {tag.text}
                      </Box>
                    ))}
                    {formatStrike(row.strike)}
                    {atSpot ? (
                      <Box
                        component="span"
                        sx={{ ml: 0.5, color: colors.spot }}
                        title={`Spot ${formatStrike(data.spot)}`}
                      >
                        ◂
                      </Box>
                    ) : null}
                  </th>
                  {data.heatmap.expiries.map((expiry, i) => {
                    const value = row.values[i] ?? 0;
                    const label = cellLabel(row.strike, expiry, value);
                    return (
                      <td key={expiry} title={label} aria-label={label} style={heatCellStyle(value, maxAbs, heat)}>
                        {value === 0 ? '' : formatUsdShort(value)}
                      </td>
                    );
                  })}
                </Box>
              );
            })}
          </tbody>
        </Box>
      </Box>
      <HeatLegend maxAbs={maxAbs} up={heat.up} down={heat.down} />
    </Box>
  );
}

function HeatLegend({ maxAbs, up, down }: { maxAbs: number; up: string; down: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }} aria-label="Colour scale">
      <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatUsdShort(-maxAbs)}
      </Typography>
      <Box
        sx={{
          flex: '0 1 220px',
          height: 8,
          borderRadius: 4,
          background: `linear-gradient(90deg, ${withAlpha(down, 0.9)}, ${withAlpha(down, 0.1)} 49%, transparent 50%, ${withAlpha(up, 0.1)} 51%, ${withAlpha(up, 0.9)})`,
          border: 1,
          borderColor: 'divider',
        }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatUsdShort(maxAbs)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        · shade ∝ √|GEX|
      </Typography>
    </Stack>
  );
}
