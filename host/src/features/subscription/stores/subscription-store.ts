import { create } from 'zustand';

interface SubscriptionState {
  /** The server's explanation of a 402 on the current route; null while access is fine. */
  message: string | null;
  /** A call was refused because access has ended: show the subscribe panel instead of the page. */
  requireSubscription: (message: string) => void;
  /** Route changed: the next page gets its own chance. */
  clear: () => void;
}

/** Client state only: whether the current route's content is replaced by the subscribe panel. */
export const useSubscriptionStore = create<SubscriptionState>()((set) => ({
  message: null,
  requireSubscription: (message) => set({ message }),
  clear: () => set({ message: null }),
}));
