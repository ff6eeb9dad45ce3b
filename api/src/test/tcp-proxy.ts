/**
 * A TCP proxy a fault-injection test puts between the API and a real service (Redis): `cut()` drops every
 * open connection and refuses new ones (connections are accepted then reset, so the port stays ours),
 * `restore()` lets traffic through again. The shared service itself is never stopped.
 */
import net, { type AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  /** How many times traffic was cut (the faults injected). */
  readonly cuts: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<net.Socket>();
  let open = true;
  let cuts = 0;
  const server = net.createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    pairs.add(client);
    pairs.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(client);
      pairs.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get cuts() {
      return cuts;
    },
    cut() {
      open = false;
      cuts += 1;
      for (const socket of pairs) socket.destroy();
      pairs.clear();
    },
    restore() {
      open = true;
    },
    async close() {
      open = false;
      for (const socket of pairs) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (bound and released at once): "the service is unreachable". */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
