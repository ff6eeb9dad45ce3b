import { NAV_PATHS, specNavTitle } from '@flowdeck/contract';
import { POSITION_CHANGES } from '@flowdeck/endpoints/institutional';
import { PageHeader } from '@flowdeck/ui-kit';
import { Box, Tab, Tabs } from '@mui/material';
import { useUrlParams } from '../../hooks/use-url-params';
import { readQuarter } from '../../lib/quarters';
import { useSegmentation } from './api/get-segmentation';
import { FilerView } from './components/filer-view';
import { MarketView } from './components/market-view';
import { StockView } from './components/stock-view';
import { DisclosureTimelinePanel } from '../../lib/disclosure-timeline-panel';
import { readView, type View } from './institutional-format';
import { TICKER_PATTERN } from '@flowdeck/endpoints/ticker';

const SUBTITLE =
  'What the funds filing 13F-HR reports hold each quarter: per filer with every position’s change, per stock with its holders, and market-wide buying and selling.';

const CIK = /^\d{1,10}$/;
const VIEW_LABELS: Readonly<Record<View, string>> = { market: 'Market', filer: 'Filer', stock: 'Stock' };

/** Institutional Tracker: 13F holdings per filer, per stock and market-wide for a quarter. */
export default function InstitutionalTrackerPage() {
  const [params, set] = useUrlParams();
  const view = readView(params.get('view'));
  const rawSymbol = params.get('symbol')?.trim().toUpperCase();
  const symbol = rawSymbol && TICKER_PATTERN.test(rawSymbol) ? rawSymbol : undefined;
  const rawCik = params.get('cik')?.trim();
  const cik = rawCik && CIK.test(rawCik) ? String(Number(rawCik)) : undefined;
  const quarter = readQuarter(params.get('quarter'));
  const rawChange = params.get('change');
  const change = POSITION_CHANGES.find((value) => value === rawChange) ?? 'all';
  // The header's label follows the market view's data (shared with that view's query).
  const market = useSegmentation(quarter ? { quarter } : {});
  const openFiler = (next: string) => set({ view: 'filer', cik: next, change: undefined });

  return (
    <Box>
      <PageHeader
        title={specNavTitle(NAV_PATHS.institutionalTracker)}
        simulated={market.data?.simulated ?? false}
        subtitle={SUBTITLE}
      />
      <Tabs
        value={view}
        onChange={(_event, next: View) => set({ view: next })}
        aria-label="Views"
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
      >
        {(Object.keys(VIEW_LABELS) as View[]).map((key) => (
          <Tab key={key} value={key} label={VIEW_LABELS[key]} />
        ))}
      </Tabs>
      {view === 'market' ? (
        <MarketView quarter={quarter} onQuarterChange={(q) => set({ quarter: q })} onOpenFiler={openFiler} />
      ) : view === 'filer' ? (
        <FilerView
          cik={cik}
          quarter={quarter}
          change={change}
          onFilerChange={(next) => set({ cik: next, change: undefined, quarter: undefined })}
          onQuarterChange={(q) => set({ quarter: q })}
          onChangeFilter={(next) => set({ change: next === 'all' ? undefined : next })}
        />
      ) : (
        <StockView
          symbol={symbol}
          quarter={quarter}
          onSymbolChange={(next) => set({ symbol: next })}
          onQuarterChange={(q) => set({ quarter: q })}
          onOpenFiler={openFiler}
        />
      )}
      <DisclosureTimelinePanel ticker={view === 'stock' ? symbol : undefined} />
    </Box>
  );
}
