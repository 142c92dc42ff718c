// The real Redis and PostgreSQL taken away mid-use (through a loopback proxy): calls fail fast with
// StoreUnavailableError, the process survives the dropped connections, and work resumes when the store is back.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { redisDurabilityWarning } from '../../src/store/backend.js';
import { ArchivistStore } from '../../src/store/match-store.js';
import { StoreUnavailableError } from '../../src/store/resilient-backend.js';
import { TcpProxy, targetOf } from '../support/tcp-proxy.js';

const stores = [
  { name: 'redis', url: process.env.REDIS_URL },
  { name: 'postgres', url: process.env.POSTGRES_URL },
];

for (const { name, url } of stores) {
  describe.skipIf(!url)(`a ${name} outage`, () => {
    let proxy: TcpProxy;
    let store: ArchivistStore;
    const connectionErrors: Error[] = [];
    afterAll(async () => {
      proxy?.restore();
      await store?.clearNamespace().catch(() => undefined);
      await store?.close();
      await proxy?.close();
    });

    it('fails calls with StoreUnavailableError while the store is away, and works again when it is back', async () => {
      proxy = await TcpProxy.start(targetOf(url!));
      store = await ArchivistStore.open(proxy.urlFor(url!), {
        namespace: `outage-${randomUUID().slice(0, 8)}`,
        resilience: { timeoutMs: 300, retries: 2, backoffMs: 50 },
        onConnectionError: (e) => connectionErrors.push(e),
      });
      const health: boolean[] = [];
      store.onHealth((ok) => health.push(ok));
      expect(await store.markFirstStart()).toBe(true);
      expect(await store.markFirstStart()).toBe(false);

      proxy.cut();
      await expect(store.liveMatchIds()).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(store.getMatch('m1')).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(store.healthy).toBe(false);
      expect(health).toEqual([false]);

      proxy.restore();
      // The store's own probe notices the recovery without any call of ours.
      await waitUntil(() => store.healthy);
      expect(health).toEqual([false, true]);
      expect(await store.liveMatchIds()).toEqual([]);
      expect(await store.markFirstStart()).toBe(false);
    });
  });
}

async function waitUntil(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!check()) throw new Error('condition not reached');
}

describe('a store that would lose its data', () => {
  it('Redis without snapshots and without an append-only file is named at start', () => {
    expect(redisDurabilityWarning('no', '')).toMatch(/no RDB snapshots and no append-only file/);
    expect(redisDurabilityWarning('yes', '')).toBeNull();
    expect(redisDurabilityWarning('no', '3600 1 300 100')).toBeNull();
  });
});
