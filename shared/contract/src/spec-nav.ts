/**
 * Every page path of the spec's navigation (§2), written once: descriptors, links and the nav all
 * read them from here, so a path is never spelled out anywhere else.
 */
export const NAV_PATHS = {
  home: '/home',
  analystAlerts: '/analyst-alerts',
  stockProfile: '/stock-profile',
  chart: '/chart',
  flow: '/flow',
  aiPick: '/ai-pick',
  darkpool: '/darkpool',
  snapshot: '/snapshot',
  gamma: '/gamma',
  netFlow: '/net-flow',
  fundamentals: '/fundamentals',
  equityAnalysis: '/equity-analysis',
  economicCalendar: '/economic-calender',
  earnings: '/earnings',
  stockSplitCalendar: '/stock-split-calender',
  news: '/news',
  politicians: '/politicians',
  insiders: '/insiders',
  biggestMovers: '/biggestmovers',
  ratioAnalysis: '/ratioanalysis',
  filings: '/filings',
  lobbying: '/lobbying',
  govContracts: '/govcontracts',
  analystRatings: '/analystratings',
  breakout: '/breakout',
  breakdown: '/breakdown',
  relativeVolume: '/relative-volume',
  screener: '/screener',
  smsAlerts: '/sms-alerts',
  vwapDeviation: '/vwap-deviation',
  gappers: '/gappers',
  institutionalTracker: '/institutional-tracker',
  tradeJournal: '/trade-journal',
  freeDiscordBot: '/free-discord-bot',
  mediaPage: '/media-page',
  courses: '/courses',
  optionsCalculator: '/options-calculator',
} as const;

/**
 * The left navigation exactly as the product spec (§2) lists it: its order is the product's order.
 * Remotes take titles and positions from here, so a nav title or path is written once.
 */
export const SPEC_NAV = [
  { title: 'Custom Dashboard', path: NAV_PATHS.home },
  { title: 'Analyst Alerts', path: NAV_PATHS.analystAlerts },
  { title: 'Stock Profile', path: NAV_PATHS.stockProfile },
  { title: 'Chart', path: NAV_PATHS.chart },
  { title: 'Flows', path: NAV_PATHS.flow },
  { title: 'AI Pick', path: NAV_PATHS.aiPick },
  { title: 'Darkpool', path: NAV_PATHS.darkpool },
  { title: 'Snapshot', path: NAV_PATHS.snapshot },
  { title: 'Gamma', path: NAV_PATHS.gamma },
  { title: 'Net Flow', path: NAV_PATHS.netFlow },
  { title: 'Fundamentals', path: NAV_PATHS.fundamentals },
  { title: 'Equity Analysis', path: NAV_PATHS.equityAnalysis },
  { title: 'Economic Calender', path: NAV_PATHS.economicCalendar },
  { title: 'Earnings', path: NAV_PATHS.earnings },
  { title: 'Stock Split Calender', path: NAV_PATHS.stockSplitCalendar },
  { title: 'News', path: NAV_PATHS.news },
  { title: 'Politician Tracker', path: NAV_PATHS.politicians },
  { title: 'Insider Trading', path: NAV_PATHS.insiders },
  { title: 'Biggest Movers', path: NAV_PATHS.biggestMovers },
  { title: 'Ratio Analysis', path: NAV_PATHS.ratioAnalysis },
  { title: 'Filings', path: NAV_PATHS.filings },
  { title: 'Lobbying', path: NAV_PATHS.lobbying },
  { title: 'Govt. Contracts', path: NAV_PATHS.govContracts },
  { title: 'Analyst Ratings', path: NAV_PATHS.analystRatings },
  { title: 'Breakout', path: NAV_PATHS.breakout },
  { title: 'Breakdown', path: NAV_PATHS.breakdown },
  { title: 'Relative Volume', path: NAV_PATHS.relativeVolume },
  { title: 'Screener', path: NAV_PATHS.screener },
  { title: 'SMS Alerts', path: NAV_PATHS.smsAlerts },
  { title: 'VWAP Deviation', path: NAV_PATHS.vwapDeviation },
  { title: 'Gappers', path: NAV_PATHS.gappers },
  { title: 'Institutional Tracker', path: NAV_PATHS.institutionalTracker },
  { title: 'Trade Journal', path: NAV_PATHS.tradeJournal },
  { title: 'Discord Bot', path: NAV_PATHS.freeDiscordBot },
  { title: 'Media Page', path: NAV_PATHS.mediaPage },
  { title: 'Free Discord', path: null },
  { title: 'Learning Center', path: NAV_PATHS.courses },
  { title: 'Options Calculator', path: NAV_PATHS.optionsCalculator },
] as const;

export type SpecNavPath = (typeof NAV_PATHS)[keyof typeof NAV_PATHS];

/** A page's title is its navigation title in the spec. */
export function specNavTitle(path: SpecNavPath): string {
  const item = SPEC_NAV.find((entry) => entry.path === path);
  if (!item) throw new Error(`${path} is not in the spec's navigation`);
  return item.title;
}
