import type { WidgetProps } from '@flowdeck/contract';
import { formatUsd } from '@flowdeck/ui-kit';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { tickerProblem } from '../../../api/ticker-error';
import {
  type WidgetColumn,
  WidgetEmpty,
  WidgetError,
  WidgetRoot,
  WidgetSkeleton,
  WidgetTable,
} from '../../../components/widget-kit';
import { WIDGET_TITLES } from '../../../lib/widget-titles';
import { type GammaExposureResponse, useGammaExposure } from '../api/get-gamma-exposure';
import { levelColors } from '../components/level-colors';
import { ALL_EXPIRIES, GAMMA_DEFAULT_SYMBOL, type GexLevel, REGIME_TEXT, gammaRegime, gexLevels } from '../gex-data';
import { formatFromSpot, formatLevel, formatMarketTime } from '../gex-format';
import { GEX_SYMBOL_SETTING } from './gex-levels-settings';

const TITLE = WIDGET_TITLES['gex-levels'];

/** Why a ticker shows no levels: the API knows no options for it, or no open interest near spot. */
export function noLevelsMessage(ticker: string, known: boolean): string {
  return known
    ? `${ticker} has no open interest near spot to place gamma levels.`
    : `No options data for ${ticker}: link this widget to another ticker.`;
}

/**
 * GEX levels: the Gamma page's key levels of one ticker (every expiry) — call wall, spot, zero gamma
 * and put wall, highest first as a price ladder reads, each with its distance from spot — then net GEX
 * and the regime it implies. Polled as the page polls; the last session's chain out of hours.
 */
export default function GexLevelsWidget({ settings }: WidgetProps) {
  const ticker = settings[GEX_SYMBOL_SETTING] ?? GAMMA_DEFAULT_SYMBOL;
  const query = useGammaExposure(ticker, ALL_EXPIRIES);

  let body;
  if (query.isPending) body = <WidgetSkeleton label={`Loading ${ticker} gamma levels`} rows={4} />;
  else if (query.isError && !query.data)
    body = tickerProblem(query.error) ? (
      <WidgetEmpty>{noLevelsMessage(ticker, false)}</WidgetEmpty>
    ) : (
      <WidgetError
        message={`Could not load ${ticker} gamma: ${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  else body = <Levels data={query.data} />;
  return <WidgetRoot label={TITLE}>{body}</WidgetRoot>;
}

function Levels({ data }: { data: GammaExposureResponse }) {
  const theme = useTheme();
  const colors = levelColors(theme);
  const levels = gexLevels(data).sort((a, b) => b.value - a.value);
  const regime = gammaRegime(data.spot, data.zeroGamma, data.totals.net);
  if (levels.every((level) => level.id === 'spot'))
    return <WidgetEmpty>{noLevelsMessage(data.ticker, true)}</WidgetEmpty>;

  const columns: WidgetColumn<GexLevel>[] = [
    {
      key: 'level',
      label: 'Level',
      render: (level) => (
        <Box component="span" sx={{ fontWeight: level.id === 'spot' ? 700 : 600, color: colors[level.id] }}>
          {level.label}
        </Box>
      ),
    },
    { key: 'value', label: 'Price', align: 'right', width: 72, render: (level) => formatLevel(level.id, level.value) },
    {
      key: 'distance',
      label: 'Vs spot',
      title: 'Distance from spot',
      align: 'right',
      width: 64,
      render: (level) => (level.id === 'spot' ? '' : formatFromSpot(level.value, data.spot)),
    },
  ];

  return (
    <>
      <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ px: 1, pt: 0.5 }}>
        {data.ticker} · all expiries · {formatMarketTime(data.asOf)}
      </Typography>
      <WidgetTable
        label={`${data.ticker} gamma levels`}
        columns={columns}
        rows={levels}
        rowKey={(level) => level.id}
        isSelected={(level) => level.id === 'spot'}
      />
      <Box
        component="dl"
        sx={{ m: 0, px: 1, py: 0.75, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
      >
        <Typography component="dt" variant="caption" color="text.secondary">
          Net GEX
        </Typography>
        <Typography
          component="dd"
          variant="body2"
          sx={{
            m: 0,
            textAlign: 'right',
            fontWeight: 700,
            color: data.totals.net >= 0 ? theme.palette.success.main : theme.palette.error.main,
          }}
        >
          {formatUsd(data.totals.net)}
        </Typography>
        <Typography component="dt" variant="caption" color="text.secondary">
          Regime
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }} title={REGIME_TEXT[regime].hint}>
          {REGIME_TEXT[regime].title}
        </Typography>
      </Box>
    </>
  );
}
