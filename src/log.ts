import { pino, type Logger, type DestinationStream } from 'pino';

export type { Logger };

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  return destination ? pino({ level, base: { app: 'archivist' } }, destination) : pino({ level, base: { app: 'archivist' } });
}

export const logger: Logger = createLogger();

/** A child logger whose every line carries the match id. */
export function forMatch(matchId: string, base: Logger = logger): Logger {
  return base.child({ matchId });
}
