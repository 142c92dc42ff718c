/**
 * Cluster mode (`npm run start:cluster`): CLUSTER_PROCESSES bot processes (src/main.ts) on one
 * Redis or PostgreSQL store, sharing the SHARD_COUNT gateway shards (`auto`: Discord's
 * recommendation, asked once here), each process running a contiguous block of them with
 * discord.js's own multi-shard client (the Client's `shards` and `shardCount` options).
 *
 * Why not discord.js's ShardingManager: it runs exactly one shard per process and links the
 * processes by IPC (broadcastEval) for state they share; here the store is what processes share,
 * so they need no IPC, and several shards per process (4 processes × 2 shards) use the cores better.
 * Why not discord-hybrid-sharding: it gives the same clusters, but with its own IPC layer and
 * heartbeat we would not use; Node's child_process is all the launcher needs.
 *
 * The launcher restarts a process that exits unexpectedly (after a second, and with the same
 * shards), and on SIGTERM/SIGINT passes the signal on and waits for every process to drain.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hostname } from 'node:os';
import { REST, Routes } from 'discord.js';
import { loadConfigOrExit, type Config } from './config.js';
import { createLogger } from './log.js';
import { shardBlocks } from './bot/shards.js';

const config = loadConfigOrExit({ ...process.env, MULTI_PROCESS: 'true' });
const logger = createLogger(config.LOG_LEVEL, undefined, { secrets: [config.DISCORD_TOKEN] }).child({ role: 'cluster' });

async function shardCount(c: Config): Promise<number> {
  if (typeof c.SHARD_COUNT === 'number') return c.SHARD_COUNT;
  if (c.SHARD_COUNT === 'auto') {
    // GET /gateway/bot, as discord.js's fetchRecommendedShardCount does, but through DISCORD_API_URL when set.
    const rest = new REST(c.DISCORD_API_URL ? { api: c.DISCORD_API_URL } : {}).setToken(c.DISCORD_TOKEN);
    const { shards } = (await rest.get(Routes.gatewayBot())) as { shards: number };
    return shards;
  }
  return c.CLUSTER_PROCESSES ?? 1;
}

const children = new Map<number, ChildProcess>();
let stopping = false;

// Signals are taken first: a SIGTERM while the shard count is still being asked for ends the launcher at once.
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const processes = config.CLUSTER_PROCESSES ?? 1;
const total = await shardCount(config);
const blocks = shardBlocks(total, Math.min(processes, total));
const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const base = config.INSTANCE_ID ?? hostname();
function spawn(index: number): void {
  const env = {
    ...process.env,
    MULTI_PROCESS: 'true',
    INSTANCE_ID: `${base}-p${index}`,
    SHARD_COUNT: String(total),
    SHARD_IDS: blocks[index]!.join(','),
    CLUSTER_PROCESSES: String(blocks.length),
    ...(config.HTTP_PORT !== undefined && config.HTTP_PORT !== 0 ? { HTTP_PORT: String(config.HTTP_PORT + index) } : {}),
  };
  // Same Node flags as this process (tsx's loader when started with tsx).
  const child = fork(main, [], { env, execArgv: process.execArgv, stdio: 'inherit' });
  children.set(index, child);
  logger.info({ process: index, pid: child.pid, shards: blocks[index] }, 'bot process started');
  child.on('exit', (code, signal) => {
    children.delete(index);
    if (stopping) return;
    logger.error({ process: index, code, signal }, 'bot process exited: restarting it in 1 s (its timers are taken over meanwhile)');
    setTimeout(() => {
      if (!stopping) spawn(index);
    }, 1_000);
  });
}

logger.info({ processes: blocks.length, shards: total }, 'starting the cluster');
for (let i = 0; i < blocks.length && !stopping; i++) spawn(i);

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping every bot process');
  await Promise.all(
    [...children.values()].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill(signal);
        }),
    ),
  );
  process.exit(0);
}
