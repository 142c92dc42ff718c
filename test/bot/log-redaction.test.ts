// Secrets never reach the log: the bot token, authorization headers, interaction and webhook tokens.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REST } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { createLogger, scrubSecrets } from '../../src/log.js';

// Shaped like a real bot token (id.timestamp.hmac); never a real one.
const TOKEN = 'MTAwMDAwMDAwMDAwMDAwMDAx.GhJkLm.abcdefghijklmnopqrstuvwxyz0123456789AB';

function memoryLogger() {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(line) }, { secrets: [TOKEN] });
  return { logger, text: () => lines.join('') };
}

describe('log redaction', () => {
  it('a failed Discord call whose error carries the token and the webhook token in its URL prints neither', async () => {
    // A Discord stand-in that fails and echoes the Authorization header back in its error body.
    const server = createServer((req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 50035, message: `Invalid Form Body for ${req.headers.authorization}` }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const rest = new REST({ api: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, retries: 0 }).setToken(TOKEN);
    const { logger, text } = memoryLogger();
    try {
      await rest.patch('/webhooks/123456789012345678/aW50ZXJhY3Rpb246MTIzNDU2Nzg5OmFiY2RlZmdoaWprbG1ub3A/messages/@original', { body: { content: 'x' } });
      throw new Error('the request should have failed');
    } catch (error) {
      logger.error({ err: error, headers: { authorization: `Bot ${TOKEN}` }, config: { DISCORD_TOKEN: TOKEN } }, 'could not edit the board');
    } finally {
      server.close();
    }
    const out = text();
    expect(out).toContain('could not edit the board');
    expect(out).toContain('Invalid Form Body');
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain('aW50ZXJhY3Rpb246MTIzNDU2Nzg5OmFiY2RlZmdoaWprbG1ub3A');
    expect(out).toContain('[redacted]');
  });

  it('scrubs interaction callback tokens and bearer tokens inside any text', () => {
    const line = 'POST /interactions/123456789012345678/aW50ZXJhY3Rpb24tdG9rZW4/callback failed; Bearer abcdefghijklmnopqrstuvwxyz';
    const out = scrubSecrets(line, []);
    expect(out).not.toContain('aW50ZXJhY3Rpb24tdG9rZW4');
    expect(out).not.toContain('abcdefghijklmnopqrstuvwxyz');
    expect(out).toContain('/interactions/123456789012345678/[redacted]/callback');
  });
});
