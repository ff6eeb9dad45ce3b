import { type PageDescriptor, surfaceOf } from '@flowdeck/contract';
import { WIDGETS } from './widgets';
import { INSIDERS_PAGE } from './features/insiders/page';
import { ECONOMIC_CALENDAR_PAGE } from './features/economic-calender/page';
import { POLITICIANS_PAGE } from './features/politicians/page';
import { STOCK_SPLIT_CALENDAR_PAGE } from './features/stock-split-calender/page';
import { FUNDAMENTALS_PAGE } from './features/fundamentals/page';
import { RATIO_ANALYSIS_PAGE } from './features/ratioanalysis/page';
import { ANALYST_RATINGS_PAGE } from './features/analystratings/page';
import { ANALYST_ALERTS_PAGE } from './features/analyst-alerts/page';
import { FILINGS_PAGE } from './features/filings/page';
import { LOBBYING_PAGE } from './features/lobbying/page';
import { GOV_CONTRACTS_PAGE } from './features/govcontracts/page';
import { NEWS_PAGE } from './features/news/page';
import { INSTITUTIONAL_TRACKER_PAGE } from './features/institutional-tracker/page';
import { EARNINGS_PAGE } from './features/earnings/page';
import { EQUITY_ANALYSIS_PAGE } from './features/equity-analysis/page';

export const REMOTE_ID = 'trackers';

/** Every page of this remote, each declared beside its code (`features/<url-segment>/page.ts`). */
export const PAGES: readonly PageDescriptor[] = [
  POLITICIANS_PAGE,
  INSIDERS_PAGE,
  ECONOMIC_CALENDAR_PAGE,
  STOCK_SPLIT_CALENDAR_PAGE,
  FUNDAMENTALS_PAGE,
  RATIO_ANALYSIS_PAGE,
  EQUITY_ANALYSIS_PAGE,
  ANALYST_RATINGS_PAGE,
  ANALYST_ALERTS_PAGE,
  FILINGS_PAGE,
  LOBBYING_PAGE,
  GOV_CONTRACTS_PAGE,
  NEWS_PAGE,
  INSTITUTIONAL_TRACKER_PAGE,
  EARNINGS_PAGE,
];

/** The remote's routes, nav entries and widgets as plain data (also recorded in the registry). */
export const SURFACE = surfaceOf(REMOTE_ID, PAGES, WIDGETS);
