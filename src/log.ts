import { pino, type Logger, type DestinationStream } from 'pino';

export type { Logger };

export const REDACTED = '[redacted]';

/** Structured fields that hold secrets wherever they appear in a log line (pino's redaction). */
const REDACT_PATHS = [
  'token', '*.token', 'DISCORD_TOKEN', '*.DISCORD_TOKEN', 'authorization', '*.authorization', 'Authorization', '*.Authorization',
  'headers.authorization', '*.headers.authorization', '*.*.headers.authorization', 'headers.Authorization', '*.headers.Authorization',
  '*.*.headers.Authorization',
];

/**
 * Secrets inside text (error messages, stacks, URLs) that no path can reach: the bot token itself,
 * and the interaction and webhook tokens Discord puts in URL paths.
 */
export function scrubSecrets(line: string, secrets: readonly string[]): string {
  let out = line;
  for (const secret of secrets) if (secret.length >= 8) out = out.split(secret).join(REDACTED);
  return out
    .replace(/(\/webhooks\/\d+\/)[\w.-]+/g, `$1${REDACTED}`)
    .replace(/(\/interactions\/\d+\/)[\w.-]+/g, `$1${REDACTED}`)
    .replace(/\b(Bot|Bearer) [\w.-]{20,}/g, `$1 ${REDACTED}`);
}

function scrubbing(destination: DestinationStream, secrets: readonly string[]): DestinationStream {
  return { write: (line: string) => destination.write(scrubSecrets(line, secrets)) };
}

export interface LoggerOptions {
  /** Secret values never to print (the bot token); DISCORD_TOKEN from the environment is added. */
  secrets?: readonly string[];
}

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream, options: LoggerOptions = {}): Logger {
  const secrets = [...(options.secrets ?? []), ...(process.env.DISCORD_TOKEN ? [process.env.DISCORD_TOKEN] : [])];
  const sink = scrubbing(destination ?? pino.destination(1), secrets);
  return pino({ level, base: { app: 'archivist' }, redact: { paths: REDACT_PATHS, censor: REDACTED } }, sink);
}

export const logger: Logger = createLogger();

/** A child logger whose every line carries the match id. */
export function forMatch(matchId: string, base: Logger = logger): Logger {
  return base.child({ matchId });
}
