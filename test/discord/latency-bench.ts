/**
 * Latency of the fake itself: INTERACTION_CREATE dispatch -> interaction callback received, for a
 * trivial discord.js handler (`interaction.reply('ok')`). Run once: `npx tsx test/discord/latency-bench.ts [n]`.
 */
import { Client, Events, GatewayIntentBits } from 'discord.js';
import { startFakeDiscord } from './fake-discord.js';

const n = Number(process.argv[2] ?? 200);
const user = { id: '300000000000000001', username: 'bench' };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function summary(label: string, ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const f = (x: number): string => x.toFixed(2);
  return `${label.padEnd(22)} n=${s.length}  p50=${f(percentile(s, 50))} ms  p99=${f(percentile(s, 99))} ms  max=${f(s.at(-1) ?? NaN)} ms`;
}

const fake = await startFakeDiscord({ users: [user], retainAttachmentBytes: false });
const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.restUrl } });
client.on(Events.InteractionCreate, (i) => {
  if (i.isChatInputCommand()) void i.reply('ok');
});
await client.login('bench-token');

const run = async (): Promise<number> => (await fake.sendSlashCommand({ user: user.id, name: 'ping' }).response()).ms;
for (let i = 0; i < 20; i++) await run(); // warm-up (JIT, keep-alive sockets)

const sequential: number[] = [];
for (let i = 0; i < n; i++) sequential.push(await run());

const burst = async (): Promise<number[]> => {
  const handles = Array.from({ length: n }, () => fake.sendSlashCommand({ user: user.id, name: 'ping' }));
  return (await Promise.all(handles.map((h) => h.response(30_000)))).map((r) => r.ms);
};
// The first burst also opens the client's extra keep-alive connections to the REST server.
const coldBurst = await burst();
const warmBurst = await burst();

console.log(`node ${process.version}, discord.js ${(await import('discord.js')).version}`);
console.log(summary('sequential', sequential));
if (process.env.BENCH_VERBOSE) console.log(sequential.map((ms, i) => [i, ms.toFixed(1)]).filter(([, ms]) => Number(ms) > 10));
console.log(summary(`${n} at once (cold)`, coldBurst));
console.log(summary(`${n} at once (warm)`, warmBurst));
console.log(`unknown routes: ${fake.unknownRoutes.length}, rejected requests: ${fake.rejectedRequests().length}`);

await client.destroy();
await fake.close();
