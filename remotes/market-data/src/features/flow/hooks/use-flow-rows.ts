import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { FlowRowStore, FlowRowsSnapshot } from '../flow-rows';

/**
 * The table's view of the store. Live batches render as a transition: React renders them in slices
 * and yields between, so a batch of 1,000 trades never blocks input or a frame for long.
 */
export function useFlowRows(store: FlowRowStore): FlowRowsSnapshot {
  const [state, setState] = useState(() => ({ store, snapshot: store.getSnapshot() }));
  useEffect(() => {
    const update = () => startTransition(() => setState({ store, snapshot: store.getSnapshot() }));
    update(); // anything that changed between the render and this subscription
    return store.subscribe(update);
  }, [store]);
  return state.store === store ? state.snapshot : store.getSnapshot();
}

/** One figure of the store (a count, a flag), for small parts of the page that show it. */
export function useFlowRowsValue<T>(store: FlowRowStore, select: (snapshot: FlowRowsSnapshot) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getSnapshot()));
}
