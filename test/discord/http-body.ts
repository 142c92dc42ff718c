import type { IncomingMessage } from 'node:http';
import { DiscordError, type UploadedFile } from './state.js';

export interface ParsedBody {
  /** JSON body, or `payload_json` of a multipart body merged with any other plain fields. */
  json: unknown;
  files: UploadedFile[];
}

const MAX_BODY_BYTES = 30 * 1024 * 1024;

export async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new DiscordError(413, { code: 40005, message: 'Request entity too large' });
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DiscordError(400, { code: 50109, message: 'The request body contains invalid JSON.' });
  }
}

/**
 * JSON or multipart/form-data (what @discordjs/rest sends when there are files: `payload_json`
 * plus `files[n]` parts). Multipart goes through the platform's own parser (undici's Response).
 */
export async function parseBody(req: IncomingMessage): Promise<ParsedBody> {
  const raw = await readRaw(req);
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(raw, { headers: { 'content-type': type } }).formData();
    } catch {
      throw new DiscordError(400, { code: 50035, message: 'Invalid Form Body', errors: { _errors: [{ code: 'MULTIPART', message: 'Unreadable multipart body' }] } });
    }
    const json: Record<string, unknown> = {};
    const files: UploadedFile[] = [];
    for (const [key, value] of form.entries()) {
      if (key === 'payload_json' && typeof value === 'string') {
        Object.assign(json, parseJson(value) as Record<string, unknown>);
        continue;
      }
      const match = /^files\[(\d+)\]$/.exec(key);
      if (match && typeof value !== 'string') {
        files.push({
          index: Number(match[1]),
          name: value.name || `file-${match[1]}`,
          contentType: value.type || undefined,
          bytes: Buffer.from(await value.arrayBuffer()),
        });
      } else if (typeof value === 'string') {
        json[key] = value;
      }
    }
    return { json, files };
  }
  if (raw.length === 0) return { json: undefined, files: [] };
  return { json: parseJson(raw.toString('utf8')), files: [] };
}
