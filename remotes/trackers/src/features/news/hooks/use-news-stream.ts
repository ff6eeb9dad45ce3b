import type { NewsSubscriptionAck, NewsUpdateMessage } from '@flowdeck/api-types';
import { NEWS_SOCKET_EVENTS } from '@flowdeck/endpoints/news';
import { useSocket } from '@flowdeck/host-sdk';
import { useEffect, useRef, useState } from 'react';

export type NewsStreamStatus = 'offline' | 'connecting' | 'live' | 'refused';

/**
 * Joins the live news feed (headlines as they arrive) on the host's socket for the life of the component and hands each
 * NEWS_UPDATE to `onUpdate`; joins again after a reconnect (the server forgets a dropped socket).
 */
export function useNewsStream(onUpdate: (message: NewsUpdateMessage) => void): NewsStreamStatus {
  const socket = useSocket();
  const latest = useRef(onUpdate);
  const [status, setStatus] = useState<NewsStreamStatus>(socket ? 'connecting' : 'offline');
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
      socket.emit(NEWS_SOCKET_EVENTS.subscribe, {}, (ack: NewsSubscriptionAck) =>
        setStatus(ack.ok ? 'live' : 'refused'),
      );
    };
    const onMessage = (message: NewsUpdateMessage) => latest.current(message);
    const onDisconnect = () => setStatus('connecting');
    socket.on(NEWS_SOCKET_EVENTS.update, onMessage);
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    if (socket.connected) join();
    return () => {
      socket.off(NEWS_SOCKET_EVENTS.update, onMessage);
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      if (socket.connected) socket.emit(NEWS_SOCKET_EVENTS.unsubscribe, {});
    };
  }, [socket]);

  return status;
}
