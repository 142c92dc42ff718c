import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttachmentDownloadError, fetchAttachment } from '../../src/bot/fetch-attachment.js';

describe('fetchAttachment', () => {
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/small') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('4 Fireball\n');
      if (req.url === '/declared-big') return void res.writeHead(200, { 'content-length': 500_000 }).end(Buffer.alloc(500_000, 0x41));
      if (req.url === '/chunked-big') {
        // No content-length: the size is only known by counting what arrives.
        res.writeHead(200, { 'content-type': 'text/plain' });
        let chunks = 0;
        const push = () => {
          if (chunks++ >= 200 || res.destroyed) return void res.end();
          res.write(Buffer.alloc(4096, 0x41), push);
        };
        return void push();
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('returns the bytes of a small file', async () => {
    expect(Buffer.from(await fetchAttachment(`${base}/small`, 1024)).toString()).toBe('4 Fireball\n');
  });

  it('refuses a body larger than allowed, by its declared size or as it streams', async () => {
    await expect(fetchAttachment(`${base}/declared-big`, 100 * 1024)).rejects.toBeInstanceOf(AttachmentDownloadError);
    await expect(fetchAttachment(`${base}/chunked-big`, 100 * 1024)).rejects.toThrow(/larger than 102400 bytes/);
  });

  it('reports a failed download', async () => {
    await expect(fetchAttachment(`${base}/missing`, 1024)).rejects.toThrow(/404/);
  });
});
