import { DEFAULT_SCANNER_SESSION_PART } from '@flowdeck/endpoints/scanners';
import type { WidgetProps } from '@flowdeck/contract';
import { formatPrice } from '@flowdeck/ui-kit';
import { Box, Link, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import {
  type WidgetColumn,
  WidgetEmpty,
  WidgetError,
  WidgetRoot,
  WidgetSkeleton,
  WidgetTable,
} from '../../../components/widget-kit';
import { useValueColor } from '../../../hooks/use-value-color';
import { formatSignedPercent } from '../../../lib/scanner-format';
import { WIDGET_TITLES } from '../../../lib/widget-titles';
import { stockProfileUrl } from '../../../paths';
import { type MoverRow, type MoversDirection, useBiggestMovers } from '../api/get-biggest-movers';
import { moversEmptyMessage } from '../movers-empty';
import { MOVERS_DIRECTIONS, MOVERS_DIRECTION_SETTING, moversDirection } from './movers-settings';

const TITLE = WIDGET_TITLES.movers;
/** Rows listed: a card's worth of the API's list. */
export const MOVERS_WIDGET_ROWS = 10;

/**
 * Biggest movers: the regular session's top gainers or losers (the Biggest Movers page's lists, noise
 * filters on), each opening its profile. The list is the widget's `direction` setting, also switched
 * from the widget; after the close the API answers with the last session.
 */
export default function MoversWidget({ settings, setSetting }: WidgetProps) {
  const colorOf = useValueColor();
  const direction = moversDirection(settings[MOVERS_DIRECTION_SETTING]);
  const query = useBiggestMovers(direction, DEFAULT_SCANNER_SESSION_PART, true);
  const label = direction === 'gainers' ? 'Top gainers' : 'Top losers';

  const columns: WidgetColumn<MoverRow>[] = [
    {
      key: 'symbol',
      label: 'Symbol',
      render: (row) => (
        <Link
          component={RouterLink}
          to={stockProfileUrl(row.symbol)}
          underline="hover"
          title={row.name}
          sx={{ fontWeight: 700, color: 'text.primary' }}
        >
          {row.symbol}
        </Link>
      ),
    },
    { key: 'price', label: 'Price', align: 'right', render: (row) => formatPrice(row.price) },
    {
      key: 'change',
      label: 'Chg %',
      title: 'Change from the previous close',
      align: 'right',
      render: (row) => (
        <Box component="span" sx={{ fontWeight: 600, color: colorOf(row.changePercent) }}>
          {formatSignedPercent(row.changePercent)}
        </Box>
      ),
    },
  ];

  let body;
  if (query.isPending) body = <WidgetSkeleton label={`Loading ${label.toLowerCase()}`} />;
  else if (query.isError && !query.data)
    body = (
      <WidgetError message={`Could not load the movers: ${query.error.message}`} onRetry={() => void query.refetch()} />
    );
  else if (query.data.items.length === 0) body = <WidgetEmpty>{moversEmptyMessage(query.data, direction)}</WidgetEmpty>;
  else
    body = (
      <WidgetTable
        label={label}
        columns={columns}
        rows={query.data.items.slice(0, MOVERS_WIDGET_ROWS)}
        rowKey={(row) => row.symbol}
      />
    );

  return (
    <WidgetRoot label={TITLE}>
      <Box sx={{ px: 1, pt: 1, pb: 0.5 }}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          aria-label="Show"
          value={direction}
          onChange={(_event, next: MoversDirection | null) => next && setSetting(MOVERS_DIRECTION_SETTING, next)}
        >
          {MOVERS_DIRECTIONS.map((d) => (
            <ToggleButton key={d.value} value={d.value} sx={{ py: 0.25, textTransform: 'none' }}>
              {d.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {body}
    </WidgetRoot>
  );
}
