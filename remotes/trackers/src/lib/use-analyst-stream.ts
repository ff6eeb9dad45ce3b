import type { AnalystSubscriptionAck, AnalystUpdateMessage } from '@flowdeck/api-types';
import { ANALYST_SOCKET_EVENTS } from '@flowdeck/endpoints/analyst-ratings';
import { useSocket } from '@flowdeck/host-sdk';
import { useEffect, useRef, useState } from 'react';

export type AnalystStreamStatus = 'offline' | 'connecting' | 'live' | 'refused';

/**
 * Joins the live analyst feed (rating actions as they happen; Analyst Alerts and Analyst Ratings) on the host's socket for the life of the component and hands each
 * ANALYST_UPDATE to `onUpdate`; joins again after a reconnect (the server forgets a dropped socket).
 */
export function useAnalystStream(onUpdate: (message: AnalystUpdateMessage) => void): AnalystStreamStatus {
  const socket = useSocket();
  const latest = useRef(onUpdate);
  const [status, setStatus] = useState<AnalystStreamStatus>(socket ? 'connecting' : 'offline');
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
      socket.emit(ANALYST_SOCKET_EVENTS.subscribe, {}, (ack: AnalystSubscriptionAck) =>
        setStatus(ack.ok ? 'live' : 'refused'),
      );
    };
    const onMessage = (message: AnalystUpdateMessage) => latest.current(message);
    const onDisconnect = () => setStatus('connecting');
    socket.on(ANALYST_SOCKET_EVENTS.update, onMessage);
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    if (socket.connected) join();
    return () => {
      socket.off(ANALYST_SOCKET_EVENTS.update, onMessage);
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      if (socket.connected) socket.emit(ANALYST_SOCKET_EVENTS.unsubscribe, {});
    };
  }, [socket]);

  return status;
}
