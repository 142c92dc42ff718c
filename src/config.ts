import { z } from 'zod';

const positiveSeconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const storeUrl = z
  .string()
  .default('sqlite://./data/archivist.sqlite')
  .refine((u) => /^(sqlite|redis|rediss|postgres|postgresql):\/\//.test(u), {
    message: 'must start with sqlite://, redis://, rediss://, postgres:// or postgresql://',
  });

const optionalString = z
  .string()
  .optional()
  .transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim()));

export const ConfigSchema = z.object({
  DISCORD_TOKEN: z.string().min(1, 'is required (the bot token from the Developer Portal)'),
  DISCORD_APP_ID: z.string().regex(/^\d{5,25}$/, 'must be the numeric application id'),
  DEV_GUILD_ID: optionalString.pipe(z.string().regex(/^\d{5,25}$/, 'must be a numeric guild id').optional()),
  STORE_URL: storeUrl,
  ARCHIVIST_DATA_DIR: z.string().min(1).default('./data'),
  TURN_TIMER_SECONDS: positiveSeconds(300),
  TURN_WARNING_SECONDS: positiveSeconds(60),
  TURN_TIMEOUTS_BEFORE_FORFEIT: positiveSeconds(3),
  CHALLENGE_TTL_SECONDS: positiveSeconds(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DISCORD_API_URL: optionalString.pipe(z.url().optional()),
  RENDER_WORKERS: optionalString.pipe(z.coerce.number<string>().int().min(0).max(32).optional()),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  constructor(readonly variables: string[], message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration; throws a ConfigError naming every missing or bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (parsed.success) {
    if (parsed.data.TURN_WARNING_SECONDS >= parsed.data.TURN_TIMER_SECONDS) {
      throw new ConfigError(['TURN_WARNING_SECONDS'], 'TURN_WARNING_SECONDS: must be smaller than TURN_TIMER_SECONDS');
    }
    return parsed.data;
  }
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '?');
    const detail = issue.code === 'invalid_type' && env[name] === undefined ? 'is required' : issue.message;
    return { name, line: `${name}: ${detail}` };
  });
  return throwConfig(lines);
}

function throwConfig(lines: { name: string; line: string }[]): never {
  throw new ConfigError(
    [...new Set(lines.map((l) => l.name))],
    `Invalid configuration:\n  ${lines.map((l) => l.line).join('\n  ')}`,
  );
}

/** For entry points: prints what is wrong and exits with code 1. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
