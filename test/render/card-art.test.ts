import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CardArt, indexImageResolver } from '../../render/card-art.js';
import { renderCard } from '../../render/card.js';
import { FACES } from './fixtures.js';
import { decodePng, pixel, solidImage } from './pixels.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'archivist-art-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const resolver = (slug: string) => `https://images.test/cards/${slug}.jpg`;

/** A fetch that serves `body` and records what was asked. */
function fakeFetch(body: () => Promise<Buffer> | Buffer, status = 200) {
  const calls: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    calls.push(String(input));
    return new Response(new Uint8Array(await body()), { status });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const offlineFetch = (() => Promise.reject(new TypeError('fetch failed: offline'))) as typeof globalThis.fetch;

describe('card art', () => {
  it('builds Index picture URLs from edition image paths', () => {
    const resolve = indexImageResolver((slug) => (slug === 'spirit-of-fire' ? '/cards/images/abc.jpg' : null));
    expect(resolve('spirit-of-fire')).toBe('https://api.gatcg.com/cards/images/abc.jpg');
    expect(resolve('unknown-card')).toBeNull();
  });

  it('fetches on a miss, caches on disk, and serves the next instance from disk', async () => {
    const image = await solidImage('#00ff00', 'jpeg');
    const first = fakeFetch(() => image);
    const art = new CardArt({ cacheDir: dir, imageUrl: resolver, fetch: first.fetch });
    const got = await art.get('blitz-mage');
    expect(got).not.toBeNull();
    expect(first.calls).toEqual(['https://images.test/cards/blitz-mage.jpg']);
    expect((await readFile(path.join(dir, 'blitz-mage.jpg'))).equals(image)).toBe(true);
    expect(await readdir(dir)).toEqual(['blitz-mage.jpg']); // no temp files left behind

    // Same instance: memory hit, no second request.
    expect(await art.get('blitz-mage')).toBe(got);
    expect(first.calls).toHaveLength(1);

    // A new process with the same cache directory reads the disk, not the network.
    const second = fakeFetch(() => image);
    const again = new CardArt({ cacheDir: dir, imageUrl: resolver, fetch: second.fetch });
    expect(await again.get('blitz-mage')).not.toBeNull();
    expect(second.calls).toHaveLength(0);
  });

  it('asks once for concurrent requests of the same card', async () => {
    const image = await solidImage('#123456');
    const { fetch, calls } = fakeFetch(() => image);
    const art = new CardArt({ cacheDir: dir, imageUrl: resolver, fetch });
    const [a, b] = await Promise.all([art.get('fireball'), art.get('fireball')]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
  });

  it('returns null offline and does not retry until the back-off has passed', async () => {
    let now = 1_000;
    let attempts = 0;
    const fetch = ((...args: Parameters<typeof offlineFetch>) => {
      attempts++;
      return offlineFetch(...args);
    }) as typeof globalThis.fetch;
    const art = new CardArt({ cacheDir: dir, imageUrl: resolver, fetch, retryAfterMs: 60_000, now: () => now });
    expect(await art.get('fireball')).toBeNull();
    expect(await art.get('fireball')).toBeNull();
    expect(attempts).toBe(1);
    now += 61_000;
    expect(await art.get('fireball')).toBeNull();
    expect(attempts).toBe(2);
    expect(await readdir(dir)).toEqual([]);
  });

  it('rejects answers that are errors, not images, or too large', async () => {
    const notFound = fakeFetch(() => solidImage('#ffffff'), 404);
    expect(await new CardArt({ cacheDir: dir, imageUrl: resolver, fetch: notFound.fetch }).get('a')).toBeNull();
    const html = fakeFetch(() => Buffer.from('<html>blocked by a captive portal</html>'));
    expect(await new CardArt({ cacheDir: dir, imageUrl: resolver, fetch: html.fetch }).get('b')).toBeNull();
    const big = fakeFetch(() => solidImage('#ffffff'));
    expect(await new CardArt({ cacheDir: dir, imageUrl: resolver, fetch: big.fetch, maxBytes: 100 }).get('c')).toBeNull();
    expect(await readdir(dir)).toEqual([]);
  });

  it('never requests a slug that is not a plain slug, nor a card without a URL', async () => {
    const { fetch, calls } = fakeFetch(() => solidImage('#ffffff'));
    const art = new CardArt({ cacheDir: dir, imageUrl: (slug) => (slug === 'no-picture' ? null : resolver(slug)), fetch });
    expect(await art.get('../../etc/passwd')).toBeNull();
    expect(await art.get('Blitz Mage')).toBeNull();
    expect(await art.get('no-picture')).toBeNull();
    expect(calls).toEqual([]);
    const noResolver = new CardArt({ cacheDir: dir, fetch });
    expect(await noResolver.get('blitz-mage')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('replaces a corrupt cached file by fetching again', async () => {
    await writeFile(path.join(dir, 'fireball.jpg'), Buffer.from('garbage'));
    const image = await solidImage('#abcdef');
    const { fetch, calls } = fakeFetch(() => image);
    const art = new CardArt({ cacheDir: dir, imageUrl: resolver, fetch });
    expect(await art.get('fireball')).not.toBeNull();
    expect(calls).toHaveLength(1);
    expect((await readFile(path.join(dir, 'fireball.jpg'))).equals(image)).toBe(true);
  });

  it('does not wait for a slow download: what has not arrived is left out', async () => {
    const image = await solidImage('#00ff00');
    const ready = fakeFetch(() => image);
    const art = new CardArt({ cacheDir: dir, imageUrl: resolver, fetch: ready.fetch });
    await art.get('blitz-mage');
    let release: () => void = () => {};
    const hanging = (async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return new Response(new Uint8Array(image));
    }) as typeof globalThis.fetch;
    const slow = new CardArt({ cacheDir: dir, imageUrl: resolver, fetch: hanging });
    const found = await slow.getMany(['blitz-mage', 'fireball'], 20);
    expect([...found.keys()]).toEqual(['blitz-mage']); // from disk; fireball still downloading
    release();
    expect(await slow.get('fireball')).not.toBeNull(); // and it arrives for the next render
  });

  it('keeps only the most recent pictures in memory', async () => {
    const image = await solidImage('#00ff00');
    const { fetch } = fakeFetch(() => image);
    const art = new CardArt({ cacheDir: null, imageUrl: resolver, fetch, memoryEntries: 2 });
    await art.get('a-1');
    await art.get('a-2');
    art.peek('a-1');
    await art.get('a-3');
    expect(art.peek('a-1')).toBeDefined();
    expect(art.peek('a-2')).toBeUndefined();
    expect(art.peek('a-3')).toBeDefined();
  });

  it('renders the picture when cached and the drawn frame when offline', async () => {
    const image = await solidImage('#ff00ff');
    const online = new CardArt({ cacheDir: dir, imageUrl: resolver, fetch: fakeFetch(() => image).fetch });
    const withArt = await decodePng(await renderCard(FACES.blitzMage, { art: online, width: 200 }));
    expect(pixel(withArt.ctx, withArt.width / 2, withArt.height / 2).slice(0, 3)).toEqual([255, 0, 255]);

    const offline = new CardArt({ cacheDir: path.join(dir, 'empty'), imageUrl: resolver, fetch: offlineFetch });
    const framedPng = await renderCard(FACES.blitzMage, { art: offline, width: 200 });
    expect(framedPng.equals(await renderCard(FACES.blitzMage, { width: 200 }))).toBe(true);
    const framed = await decodePng(framedPng);
    expect(pixel(framed.ctx, framed.width / 2, framed.height / 2).slice(0, 3)).not.toEqual([255, 0, 255]);
  });
});
