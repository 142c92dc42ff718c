import { promisify } from 'node:util';
import { isMainThread } from 'node:worker_threads';
import { crc32, deflate, deflateSync } from 'node:zlib';
import type { Canvas } from '@napi-rs/canvas';

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Encodes the canvas as an RGBA PNG with fast deflate (level 1) and no row filters. Our pictures
 * are mostly flat colour, so this is several times quicker than the library's PNG encoder for a
 * file that is only a little larger. On the main thread the compression runs on the libuv thread
 * pool; in a render worker it runs on the worker itself, because that pool is shared by the whole
 * process and a queue of deflates there would delay the bot's store queries and file reads.
 */
export async function encodePng(canvas: Canvas): Promise<Buffer> {
  const { width, height } = canvas;
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const source = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const stride = width * 4;
  const raw = Buffer.allocUnsafe((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    raw[row] = 0; // filter type: none
    source.copy(raw, row + 1, y * stride, (y + 1) * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  header[10] = 0; // compression
  header[11] = 0; // filter method
  header[12] = 0; // no interlace
  const data = isMainThread ? await deflateAsync(raw, { level: 1 }) : deflateSync(raw, { level: 1 });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}

export function isPng(buffer: Buffer): boolean {
  return buffer.length > SIGNATURE.length && buffer.subarray(0, SIGNATURE.length).equals(SIGNATURE);
}

/** Width and height from the IHDR chunk. */
export function pngSize(buffer: Buffer): { width: number; height: number } | null {
  if (!isPng(buffer) || buffer.length < 24 || buffer.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}
