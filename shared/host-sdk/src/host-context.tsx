import type { ApiClient, NodeServerClient, NotifyVariant } from '@flowdeck/api-client';
import { useSnackbar } from 'notistack';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';

/** What the host hands to every remote. Remotes never create their own. */
export interface HostServices {
  api: ApiClient;
  /** The page's one socket.io connection; null where none is open (tests, dev harness offline). */
  socket: Socket | null;
  /** Spec §7's second node server (user token only); absent where none is configured. */
  nodeServer?: NodeServerClient;
}

const HostContext = createContext<HostServices | null>(null);

export function HostProvider({ services, children }: { services: HostServices; children: ReactNode }) {
  return <HostContext.Provider value={services}>{children}</HostContext.Provider>;
}

function useHost(): HostServices {
  const services = useContext(HostContext);
  if (!services) throw new Error('useHost: render inside <HostProvider> (the host or a dev harness)');
  return services;
}

/** The product's API client (spec §7 helpers). */
export function useApi(): ApiClient {
  return useHost().api;
}

/** The second node server's GET (spec §7). */
export function useNodeServer(): NodeServerClient {
  const { nodeServer } = useHost();
  if (!nodeServer) throw new Error('useNodeServer: the host provides no node server here');
  return nodeServer;
}

export function useSocket(): Socket | null {
  return useHost().socket;
}

/** Subscribes a handler to one socket event for the life of the component. */
export function useSocketEvent<T>(event: string, handler: (payload: T) => void): void {
  const socket = useSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}

/** Shows a notification through the host's notistack provider. */
export function useNotify(): (message: string, variant?: NotifyVariant) => void {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (message: string, variant: NotifyVariant = 'default') => {
      enqueueSnackbar(message, { variant });
    },
    [enqueueSnackbar],
  );
}
