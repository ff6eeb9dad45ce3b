import type { Importance } from '@flowdeck/api-types';
import { useMemo } from 'react';
import { useUrlParams } from '../../../hooks/use-url-params';
import { NEW_YORK, addDays, dateIn, isIsoDate, weekStart } from '../calendar-time';

/** Where the view lives in the URL, so a week and its filters can be shared. */
export const WEEK_PARAM = 'week';
export const IMPORTANCE_PARAM = 'importance';
export const ZONE_PARAM = 'tz';
/** `tz=et` shows New York time; anything else the user's own zone. */
export const NEW_YORK_ZONE_VALUE = 'et';

export interface CalendarView {
  /** Monday of the week shown (New York dates). */
  week: string;
  thisWeek: string;
  minImportance: Importance;
  timeZone: string;
  newYorkTime: boolean;
}

function localZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || NEW_YORK;
}

/** The view from the URL: an absent or malformed week is this week; importance outside 1–3 is 1. */
export function useCalendarView() {
  const [params, update] = useUrlParams();
  const view = useMemo<CalendarView>(() => {
    const thisWeek = weekStart(dateIn(Date.now(), NEW_YORK));
    const rawWeek = params.get(WEEK_PARAM);
    const importance = Number(params.get(IMPORTANCE_PARAM));
    const newYorkTime = params.get(ZONE_PARAM) === NEW_YORK_ZONE_VALUE;
    return {
      week: isIsoDate(rawWeek) ? weekStart(rawWeek) : thisWeek,
      thisWeek,
      minImportance: importance === 2 || importance === 3 ? importance : 1,
      timeZone: newYorkTime ? NEW_YORK : localZone(),
      newYorkTime,
    };
  }, [params]);

  return {
    view,
    showWeek: (week: string) => update({ [WEEK_PARAM]: week === view.thisWeek ? undefined : week }),
    moveWeek: (weeks: number) => {
      const week = addDays(view.week, 7 * weeks);
      update({ [WEEK_PARAM]: week === view.thisWeek ? undefined : week });
    },
    setMinImportance: (importance: Importance) =>
      update({ [IMPORTANCE_PARAM]: importance === 1 ? undefined : String(importance) }),
    setNewYorkTime: (on: boolean) => update({ [ZONE_PARAM]: on ? NEW_YORK_ZONE_VALUE : undefined }),
  };
}
