import type { MarketSubscription, MarketSubscriptionAck, MarketUpdateMessage } from '@flowdeck/api-types';
import { SOCKET_EVENTS } from '@flowdeck/contract';
import { useSocket } from '@flowdeck/host-sdk';
import { useEffect, useRef, useState } from 'react';

export type MarketStreamStatus = 'offline' | 'connecting' | 'live' | 'refused';

export interface MarketStreamOptions extends MarketSubscription {
  /** False pauses delivery without leaving the room (the server keeps nothing for us meanwhile). */
  enabled?: boolean;
}

/**
 * Joins one market room on the host's socket (all flow, one ticker's flow, all dark-pool prints or one
 * ticker's) for the life of the component and hands each MARKET_UPDATE to `onUpdate`. The room is joined
 * again after every reconnect, since the server forgets a dropped socket's rooms. The status says whether
 * updates are arriving: 'offline' without a socket, 'refused' when the server declined the subscription.
 */
export function useMarketStream(
  { channel, ticker, enabled = true }: MarketStreamOptions,
  onUpdate: (message: MarketUpdateMessage) => void,
): MarketStreamStatus {
  const socket = useSocket();
  const latest = useRef(onUpdate);
  const [status, setStatus] = useState<MarketStreamStatus>(socket ? 'connecting' : 'offline');
  useEffect(() => {
    latest.current = onUpdate;
  });

  useEffect(() => {
    if (!socket || !enabled) {
      setStatus(socket ? 'connecting' : 'offline');
      return;
    }
    const subscription: MarketSubscription = { channel, ticker };
    const join = () => {
      setStatus('connecting');
      socket.emit(SOCKET_EVENTS.marketSubscribe, subscription, (ack: MarketSubscriptionAck) =>
        setStatus(ack.ok ? 'live' : 'refused'),
      );
    };
    const onMessage = (message: MarketUpdateMessage) => {
      // One socket carries every room the page joined; keep what belongs to this one.
      const items = channel === 'flow' ? message.flow : message.darkpool;
      const mine = ticker === 'all' ? items : items.filter((item) => item.ticker === ticker);
      if (mine.length === 0) return;
      latest.current(
        channel === 'flow'
          ? { ...message, flow: mine as typeof message.flow, darkpool: [] }
          : { ...message, flow: [], darkpool: mine as typeof message.darkpool },
      );
    };
    const onDisconnect = () => setStatus('connecting');
    socket.on(SOCKET_EVENTS.marketUpdate, onMessage);
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    if (socket.connected) join();
    return () => {
      socket.off(SOCKET_EVENTS.marketUpdate, onMessage);
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      if (socket.connected) socket.emit(SOCKET_EVENTS.marketUnsubscribe, subscription);
    };
  }, [socket, channel, ticker, enabled]);

  return status;
}
