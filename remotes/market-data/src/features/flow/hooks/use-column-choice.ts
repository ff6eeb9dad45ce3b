import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_VISIBLE_COLUMNS, type FlowColumnId, FLOW_COLUMNS } from '../flow-columns';

/** Where the column choice is kept in this browser. */
export const FLOW_COLUMNS_STORAGE_KEY = 'flowdeck.flow.columns';

function hasChoice(): boolean {
  try {
    return window.localStorage.getItem(FLOW_COLUMNS_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function readChoice(defaults: readonly FlowColumnId[]): FlowColumnId[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(FLOW_COLUMNS_STORAGE_KEY) ?? 'null');
    if (Array.isArray(stored)) {
      const known = FLOW_COLUMNS.map((c) => c.id).filter((id) => stored.includes(id));
      if (known.length > 0) return known;
    }
  } catch {
    // unreadable storage: the defaults
  }
  return [...defaults];
}

/**
 * The columns shown, remembered in this browser; at least one always stays. Until the reader chooses,
 * `defaults` apply (phones get fewer).
 */
export function useColumnChoice(defaults: readonly FlowColumnId[] = DEFAULT_VISIBLE_COLUMNS) {
  const [stored, setStored] = useState<FlowColumnId[] | null>(() => (hasChoice() ? readChoice(defaults) : null));
  // Stable between renders: the table's rows re-render only when the columns change.
  const chosen = useMemo(() => stored ?? [...defaults], [stored, defaults]);
  const save = useCallback((next: FlowColumnId[]) => {
    if (next.length === 0) return;
    setStored(next);
    try {
      window.localStorage.setItem(FLOW_COLUMNS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // storage full or blocked: the choice lasts for this visit
    }
  }, []);
  const toggle = useCallback(
    (id: FlowColumnId) => save(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]),
    [chosen, save],
  );
  const reset = useCallback(() => {
    setStored(null);
    try {
      window.localStorage.removeItem(FLOW_COLUMNS_STORAGE_KEY);
    } catch {
      // nothing stored
    }
  }, []);
  return { chosen, toggle, reset };
}
