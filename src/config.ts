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
  // ---- several processes (README, "Run several processes") ----
  /** This process shares its store with other bot processes (implied by CLUSTER_PROCESSES above 1). */
  MULTI_PROCESS: optionalString.pipe(z.enum(['true', 'false', '1', '0']).optional()).transform((v) => v === 'true' || v === '1'),
  /** Names this process in leases and logs; default host-pid-random. */
  INSTANCE_ID: optionalString.pipe(z.string().regex(/^[\w.:-]{1,64}$/, 'letters, digits, _ . : - only (at most 64)').optional()),
  /** How long a process owns a match's turn timer without renewing it; a dead process's timers move on after this. */
  LEASE_TTL_SECONDS: positiveSeconds(15),
  /** Gateway shards in all: a number, or `auto` (Discord's recommendation); unset: one shard. */
  SHARD_COUNT: optionalString.pipe(z.union([z.literal('auto'), z.coerce.number<string>().int().min(1).max(4096)]).optional()),
  /** The shards this process runs (comma-separated ids below SHARD_COUNT); unset: all of them. Set by the cluster launcher. */
  SHARD_IDS: optionalString.pipe(
    z
      .string()
      .regex(/^\d+(,\d+)*$/, 'must be comma-separated shard ids, e.g. 0,1')
      .transform((s) => s.split(',').map(Number))
      .optional(),
  ),
  /** Cluster mode (`npm run start:cluster`): how many bot processes share the shards. */
  CLUSTER_PROCESSES: optionalString.pipe(z.coerce.number<string>().int().min(1).max(256).optional()),
  /** Port of the health and Prometheus metrics endpoint (GET /healthz, /readyz, /metrics); unset: none. */
  HTTP_PORT: optionalString.pipe(z.coerce.number<string>().int().min(0).max(65535).optional()),
  /** On SIGTERM, the longest wait for interactions in flight before leases are released and the process exits. */
  SHUTDOWN_DRAIN_SECONDS: positiveSeconds(10),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Whether this process shares its store with other bot processes (leases then own the turn timers). */
export function multiProcess(config: Pick<Config, 'MULTI_PROCESS' | 'CLUSTER_PROCESSES'>): boolean {
  return config.MULTI_PROCESS || (config.CLUSTER_PROCESSES ?? 1) > 1;
}

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
    const c = parsed.data;
    if (multiProcess(c) && c.STORE_URL.startsWith('sqlite://')) {
      throw new ConfigError(
        ['STORE_URL'],
        'STORE_URL: a SQLite file serves one process only; several processes (MULTI_PROCESS, CLUSTER_PROCESSES) need a shared redis:// or postgres:// store',
      );
    }
    const count = typeof c.SHARD_COUNT === 'number' ? c.SHARD_COUNT : null;
    if (c.SHARD_IDS && count === null) throw new ConfigError(['SHARD_IDS'], 'SHARD_IDS: needs a numeric SHARD_COUNT');
    if (c.SHARD_IDS && count !== null && c.SHARD_IDS.some((id) => id >= count)) {
      throw new ConfigError(['SHARD_IDS'], `SHARD_IDS: every id must be below SHARD_COUNT (${count})`);
    }
    return c;
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
