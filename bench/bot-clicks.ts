// The click study of bench:bot: complete seeded games between two human-like players (they play
// what they can and pass otherwise; test/bot/human-agent.ts) through the fake Discord, once with
// both on `auto` and once with both on `full control`, and what each costs in decisions and clicks.
import { performance } from 'node:perf_hooks';
import type { MatchRecord } from '../src/store/records.js';
import type { FakeDiscord, RecordedMessage } from '../test/discord/fake-discord.js';
import type { BotRun } from '../test/bot/harness.js';
import { seededRandom } from '../test/bot/driver.js';
import { humanStep, newStats, type HumanStats } from '../test/bot/human-agent.js';
import type { FakeUser } from '../test/discord/fake-discord.js';

export interface ClickStudy {
  mode: 'auto' | 'full';
  games: number;
  unfinished: number;
  turns: number;
  stats: HumanStats;
  boardEdits: number;
  responseMs: number[];
  seconds: number;
}

/** Clicks per game at most: a game that has not ended by then counts as unfinished. */
const MAX_CLICKS = 6000;

export async function clickStudy(
  h: { fake: FakeDiscord; run: BotRun; driver: { challengeAndAccept(a: FakeUser, b: FakeUser): Promise<MatchRecord> } },
  players: [FakeUser, FakeUser],
  mode: 'auto' | 'full',
  games: number,
  boardEdits: () => number,
): Promise<ClickStudy> {
  const { fake, run } = h;
  for (const p of players) {
    await fake.sendSlashCommand({ user: p.id, name: 'play', subcommand: 'settings', options: { passing: mode } }).response(120_000);
  }
  const stats = newStats();
  let turns = 0;
  let unfinished = 0;
  const editsBefore = boardEdits();
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const seeds = seededRandom(1000 + g);
    run.bot.matches.seedSource = () => Math.floor(seeds() * 2 ** 31);
    let record = await h.driver.challengeAndAccept(players[0], players[1]);
    const prompts = new Map<string, RecordedMessage>();
    const random = seededRandom(7 + g);
    const before = stats.clicks;
    while (!record.state.result && stats.clicks - before < MAX_CLICKS) {
      record = await humanStep(fake, run.store, record.id, prompts, stats, random);
    }
    if (!record.state.result) {
      unfinished++;
      await fake.sendSlashCommand({ user: players[0].id, name: 'play', subcommand: 'concede', channelId: record.meta.threadId! }).response(120_000);
    }
    turns += record.state.turn;
  }
  const responseMs = stats.handles.map((x) => x.callback?.ms).filter((ms): ms is number => ms !== undefined);
  stats.handles.length = 0; // the interaction handles are not needed past here
  return { mode, games, unfinished, turns, stats, boardEdits: boardEdits() - editsBefore, responseMs, seconds: (performance.now() - started) / 1000 };
}

export function clickReport(s: ClickStudy): string {
  const per = (n: number) => (n / s.turns).toFixed(2);
  const all = s.stats.clicks + s.stats.openClicks;
  return [
    `  ${s.mode === 'auto' ? 'auto        ' : 'full control'}: ${s.games} games (${s.unfinished} unfinished), ${s.turns} player-turns, ${s.seconds.toFixed(0)} s`,
    `    decisions per player-turn ${per(s.stats.decisions)} · choice clicks per player-turn ${per(s.stats.clicks)} · with "Open my prompt" ${per(all)}`,
    `    pass-only clicks: ${s.stats.passOnlyClicks} of ${s.stats.clicks} choice clicks (${((100 * s.stats.passOnlyClicks) / Math.max(1, s.stats.clicks)).toFixed(1)}%)` +
      ` · board edits per choice click ${(s.boardEdits / Math.max(1, s.stats.clicks)).toFixed(2)}`,
  ].join('\n');
}
