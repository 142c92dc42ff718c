import net from 'node:net';

/**
 * A loopback TCP proxy in front of a real store, so a test can take the store away mid-match
 * (`cut`: open connections are reset and new ones refused) and bring it back (`restore`)
 * without touching the machine's own Redis or PostgreSQL, which other tests share.
 */
export class TcpProxy {
  private readonly sockets = new Set<net.Socket>();
  private down = false;

  private constructor(private readonly server: net.Server, readonly port: number) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    let proxy!: TcpProxy;
    const server = net.createServer((client) => {
      if (proxy.down) return void client.destroy();
      const upstream = net.connect(target.port, target.host);
      for (const s of [client, upstream]) {
        proxy.sockets.add(s);
        s.on('close', () => proxy.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proxy = new TcpProxy(server, (server.address() as net.AddressInfo).port);
    return proxy;
  }

  /** The store is gone: every open connection is reset, new ones are refused until `restore`. */
  cut(): void {
    this.down = true;
    for (const s of this.sockets) s.resetAndDestroy();
    this.sockets.clear();
  }

  restore(): void {
    this.down = false;
  }

  /** The URL of the same store through this proxy. */
  urlFor(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Host and port of a store URL (default ports for Redis and PostgreSQL). */
export function targetOf(url: string): { host: string; port: number } {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || (u.protocol.startsWith('redis') ? 6379 : 5432)) };
}
