/**
 * Live event feeds on the host's socket (headlines, rating actions): any remote's page joins one with these
 * hooks, so the join, the re-join after a reconnect and the status are written once. They live in the UI kit
 * (bundled into the remotes that use them), not in the host SDK, which every first visit downloads.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSocket } from '@flowdeck/host-sdk';

export type EventStreamStatus = 'offline' | 'connecting' | 'live' | 'refused';

/** A live feed's three socket events, as its contract names them (NEWS_SOCKET_EVENTS, ANALYST_SOCKET_EVENTS). */
export interface EventStreamEvents {
  readonly subscribe: string;
  readonly unsubscribe: string;
  readonly update: string;
}

/**
 * Joins a live event feed (headlines, rating actions) on the host's socket for the life of the component and
 * hands each update message to `onUpdate`; joins again after a reconnect (the server forgets a dropped socket).
 */
export function useEventStream<Message>(
  events: EventStreamEvents,
  onUpdate: (message: Message) => void,
): EventStreamStatus {
  const socket = useSocket();
  const latest = useRef(onUpdate);
  const [status, setStatus] = useState<EventStreamStatus>(socket ? 'connecting' : 'offline');
  useEffect(() => {
    latest.current = onUpdate;
  });

  useEffect(() => {
    if (!socket) {
      setStatus('offline');
      return;
    }
    const join = () => {
      setStatus('connecting');
      socket.emit(events.subscribe, {}, (ack: { ok: boolean }) => setStatus(ack.ok ? 'live' : 'refused'));
    };
    const onMessage = (message: Message) => latest.current(message);
    const onDisconnect = () => setStatus('connecting');
    socket.on(events.update, onMessage);
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    if (socket.connected) join();
    return () => {
      socket.off(events.update, onMessage);
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      if (socket.connected) socket.emit(events.unsubscribe, {});
    };
  }, [socket, events]);

  return status;
}

export const STREAM_STATUS_LABELS: Readonly<Record<EventStreamStatus, string>> = {
  offline: 'Offline',
  connecting: 'Connecting…',
  live: 'Live',
  refused: 'Live updates refused',
};

/**
 * The items a live feed pushed since the page loaded its list, kept per filter (`filterKey`): a new filter
 * starts again from the server's list for it. Only items `keep` accepts are kept, the newest `limit` of them.
 */
export function useLiveArrivals<Item>(
  events: EventStreamEvents,
  filterKey: string,
  keep: (item: Item) => boolean,
  limit: number,
): { fresh: Item[]; status: EventStreamStatus } {
  const [arrived, setArrived] = useState<{ key: string; items: Item[] }>({ key: filterKey, items: [] });
  const onUpdate = useCallback(
    (message: { items: Item[] }) => {
      const mine = message.items.filter(keep);
      if (mine.length === 0) return;
      setArrived((current) => ({
        key: filterKey,
        items: [...(current.key === filterKey ? current.items : []), ...mine].slice(-limit),
      }));
    },
    [keep, filterKey, limit],
  );
  const status = useEventStream(events, onUpdate);
  return { fresh: arrived.key === filterKey ? arrived.items : [], status };
}
