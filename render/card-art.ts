import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Canvas } from '@napi-rs/canvas';
import type { Logger } from 'pino';
import { z } from 'zod';

/** The Index serves card pictures from here; an edition's `image` is a path below it. */
export const INDEX_IMAGE_ORIGIN = 'https://api.gatcg.com';

/** Builds a resolver from slugs to picture URLs out of slug -> edition image path pairs. */
export function indexImageResolver(imagePathOf: (slug: string) => string | null | undefined): (slug: string) => string | null {
  return (slug) => {
    const image = imagePathOf(slug);
    return image ? new URL(image, INDEX_IMAGE_ORIGIN).toString() : null;
  };
}

const SlugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,150}$/);

export interface CardArtOptions {
  /** Where fetched pictures are kept, e.g. `<dataDir>/art`; null keeps them in memory only. */
  cacheDir: string | null;
  /** The picture URL for a slug, or null when there is none. Without it nothing is fetched. */
  imageUrl?: (slug: string) => string | null;
  fetch?: typeof globalThis.fetch;
  /** Abort a download after this long. */
  timeoutMs?: number;
  /** After a failed download, do not try that slug again for this long. */
  retryAfterMs?: number;
  maxBytes?: number;
  /** Decoded pictures kept in memory (least recently used are dropped). */
  memoryEntries?: number;
  /** Pictures are scaled down to this width once, so drawing them is cheap. */
  storedWidth?: number;
  logger?: Pick<Logger, 'debug' | 'warn'>;
  now?: () => number;
}

function looksLikeImage(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.readUInt32BE(0) === 0x89504e47;
  const webp = bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP';
  return jpeg || png || webp;
}

/**
 * Card pictures from the Index, cached on disk as `<cacheDir>/<slug>.jpg` and decoded in memory.
 * Every failure (offline, timeout, bad bytes) yields null, and the renderers draw the frame.
 */
export class CardArt {
  private readonly memory = new Map<string, Canvas>();
  private readonly inflight = new Map<string, Promise<Canvas | null>>();
  private readonly failedAt = new Map<string, number>();
  private readonly fetchImpl: typeof globalThis.fetch;
  private readonly timeoutMs: number;
  private readonly retryAfterMs: number;
  private readonly maxBytes: number;
  private readonly memoryEntries: number;
  private readonly storedWidth: number;
  private readonly now: () => number;

  constructor(private readonly opts: CardArtOptions) {
    this.fetchImpl = opts.fetch ?? globalThis.fetch;
    this.timeoutMs = opts.timeoutMs ?? 2_000;
    this.retryAfterMs = opts.retryAfterMs ?? 10 * 60_000;
    this.maxBytes = opts.maxBytes ?? 4 * 1024 * 1024;
    this.memoryEntries = opts.memoryEntries ?? 300;
    this.storedWidth = opts.storedWidth ?? 420;
    this.now = opts.now ?? Date.now;
  }

  /** The picture if it is already decoded in memory. */
  peek(slug: string): Canvas | undefined {
    const hit = this.memory.get(slug);
    if (hit) {
      this.memory.delete(slug);
      this.memory.set(slug, hit);
    }
    return hit;
  }

  get(slug: string): Promise<Canvas | null> {
    if (!SlugSchema.safeParse(slug).success) return Promise.resolve(null);
    const hit = this.peek(slug);
    if (hit) return Promise.resolve(hit);
    const pending = this.inflight.get(slug);
    if (pending) return pending;
    const failed = this.failedAt.get(slug);
    if (failed !== undefined && this.now() - failed < this.retryAfterMs) return Promise.resolve(null);
    const load = this.load(slug).finally(() => this.inflight.delete(slug));
    this.inflight.set(slug, load);
    return load;
  }

  /**
   * Starts loading every slug and waits at most `waitMs` for them; what has not arrived by then
   * is left out (it keeps loading, and shows on the next render).
   */
  async getMany(slugs: Iterable<string>, waitMs = 1_500): Promise<Map<string, Canvas>> {
    const unique = [...new Set(slugs)];
    const all = Promise.all(unique.map((slug) => this.get(slug)));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
      timer.unref();
    });
    await Promise.race([all, timeout]);
    clearTimeout(timer);
    const found = new Map<string, Canvas>();
    for (const slug of unique) {
      const image = this.memory.get(slug);
      if (image) found.set(slug, image);
    }
    return found;
  }

  private file(slug: string): string | null {
    return this.opts.cacheDir === null ? null : path.join(this.opts.cacheDir, `${slug}.jpg`);
  }

  private async load(slug: string): Promise<Canvas | null> {
    const file = this.file(slug);
    if (file) {
      const cached = await readFile(file).catch(() => null);
      if (cached) {
        const image = await this.decode(cached);
        if (image) return this.remember(slug, image);
        this.opts.logger?.warn({ slug, file }, 'cached card picture could not be decoded; fetching again');
      }
    }
    const bytes = await this.download(slug);
    const image = bytes ? await this.decode(bytes) : null;
    if (!bytes || !image) {
      this.failedAt.set(slug, this.now());
      return null;
    }
    if (file) await this.store(file, bytes);
    this.failedAt.delete(slug);
    return this.remember(slug, image);
  }

  private async download(slug: string): Promise<Buffer | null> {
    const url = this.opts.imageUrl?.(slug) ?? null;
    if (url === null || !/^https?:\/\//.test(url)) return null;
    try {
      const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) {
        this.opts.logger?.debug({ slug, url, status: response.status }, 'card picture not available');
        return null;
      }
      const declared = Number(response.headers.get('content-length') ?? '0');
      if (declared > this.maxBytes) return null;
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > this.maxBytes || !looksLikeImage(bytes)) {
        this.opts.logger?.warn({ slug, url, bytes: bytes.length }, 'card picture rejected: not an image or too large');
        return null;
      }
      return bytes;
    } catch (error) {
      this.opts.logger?.debug({ slug, url, err: error }, 'card picture could not be fetched');
      return null;
    }
  }

  private async decode(bytes: Buffer): Promise<Canvas | null> {
    if (!looksLikeImage(bytes)) return null;
    try {
      const image = await loadImage(bytes);
      if (image.width === 0 || image.height === 0) return null;
      const scale = Math.min(1, this.storedWidth / image.width);
      const canvas = createCanvas(Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
      canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas;
    } catch {
      return null;
    }
  }

  private async store(file: string, bytes: Buffer): Promise<void> {
    try {
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${this.now()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch (error) {
      this.opts.logger?.warn({ file, err: error }, 'card picture could not be cached on disk');
    }
  }

  private remember(slug: string, image: Canvas): Canvas {
    this.memory.set(slug, image);
    while (this.memory.size > this.memoryEntries) {
      const oldest = this.memory.keys().next().value;
      if (oldest === undefined) break;
      this.memory.delete(oldest);
    }
    return image;
  }
}
