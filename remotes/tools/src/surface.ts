import { type PageDescriptor, surfaceOf } from '@flowdeck/contract';
import { WIDGETS } from './widgets';
import { HOME_PAGE } from './features/home/page';
import { OPTIONS_CALCULATOR_PAGE } from './features/options-calculator/page';
import { COURSES_PAGE } from './features/courses/page';
import { MEDIA_PAGE } from './features/media-page/page';
import { TRADE_JOURNAL_PAGE } from './features/trade-journal/page';
import { SMS_ALERTS_PAGE } from './features/sms-alerts/page';

export const REMOTE_ID = 'tools';

/** Every page of this remote, each declared beside its code (`features/<url-segment>/page.ts`). */
export const PAGES: readonly PageDescriptor[] = [
  HOME_PAGE,
  TRADE_JOURNAL_PAGE,
  MEDIA_PAGE,
  COURSES_PAGE,
  OPTIONS_CALCULATOR_PAGE,
  SMS_ALERTS_PAGE,
];

/** The remote's routes, nav entries and widgets as plain data (also recorded in the registry). */
export const SURFACE = surfaceOf(REMOTE_ID, PAGES, WIDGETS);
