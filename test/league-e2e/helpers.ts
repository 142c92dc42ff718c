import { expect } from 'vitest';
import { ManualTime } from '../../src/bot/ports.js';
import type { League } from '../../src/league/index.js';
import type { FakeDiscord, InteractionResponse, OptionInput, RecordedMessage } from '../discord/fake-discord.js';
import { buttonsOf } from '../discord/fake-discord.js';
import { newNamespace, startBot, startFake, tempSqliteUrl, type BotRun } from '../bot/harness.js';

/** The organiser is the first user, so the fake makes them the server owner. */
export const ORGANISER = { id: '300000000000000001', username: 'olivia' };
/** p01..p16, in registration order. */
export const PLAYERS = Array.from({ length: 16 }, (_, i) => ({
  id: `2000000000000000${String(i + 1).padStart(2, '0')}`,
  username: `p${String(i + 1).padStart(2, '0')}`,
}));
export const OUTSIDER = { id: '300000000000000099', username: 'mallory' };
export const LEAGUE_USERS = [ORGANISER, ...PLAYERS, OUTSIDER];

export const idOf = (label: string): string => {
  const u = LEAGUE_USERS.find((x) => x.username === label);
  if (!u) throw new Error(`no user ${label}`);
  return u.id;
};
export const labelOf = (id: string): string => LEAGUE_USERS.find((u) => u.id === id)?.username ?? id;

export interface LeagueWorld {
  fake: FakeDiscord;
  run: BotRun;
  time: ManualTime;
  db: { url: string; cleanup(): void };
  namespace: string;
  /** Stops the bot and opens a new one on the same SQLite file (a restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startLeagueWorld(start = Date.UTC(2025, 5, 2, 12)): Promise<LeagueWorld> {
  const db = tempSqliteUrl();
  const fake = await startFake({ users: LEAGUE_USERS });
  const time = new ManualTime(start);
  const namespace = newNamespace();
  const world: LeagueWorld = {
    fake,
    time,
    db,
    namespace,
    run: await startBot(fake, { storeUrl: db.url, namespace, time }),
    async restart() {
      await world.run.stop();
      world.run = await startBot(fake, { storeUrl: db.url, namespace, time });
    },
    async close() {
      await world.run?.stop();
      await fake.close();
      db.cleanup();
    },
  };
  return world;
}

export interface Answer {
  response: InteractionResponse;
  message: RecordedMessage;
  content: string;
  ephemeral: boolean;
}

async function answerOf(world: LeagueWorld, handle: ReturnType<FakeDiscord['sendSlashCommand']>): Promise<Answer> {
  const response = await handle.response(10_000);
  // A deferred answer is edited in later; wait for its content.
  const message = await world.fake.waitFor(
    () => {
      const m = handle.original ?? response.message;
      if (m && (m.content || m.embeds.length || m.attachments.length)) return m;
      return handle.followUps.at(-1);
    },
    10_000,
    'the answer',
  );
  expect(handle.rejectedCallbacks).toEqual([]);
  return { response, message, content: message.content, ephemeral: message.ephemeralTo !== null };
}

/** `/league <sub>` by `user`; resolves with the bot's answer. */
export async function league(
  world: LeagueWorld,
  user: string,
  sub: string,
  options: Record<string, OptionInput> = {},
  group?: string,
): Promise<Answer> {
  const handle = world.fake.sendSlashCommand({ user, name: 'league', subcommand: sub, group, options });
  return answerOf(world, handle);
}

/** Clicks a button of a message; resolves with the bot's answer (the updated message, or a private note). */
export async function click(world: LeagueWorld, user: string, message: RecordedMessage, label: string): Promise<Answer> {
  const button = buttonsOf(message).find((b) => b.label === label);
  if (!button?.customId) throw new Error(`no ${label} button on: ${message.content}`);
  const handle = world.fake.clickButton({ user, message, customId: button.customId, stale: true });
  const response = await handle.response(10_000);
  expect(handle.rejectedCallbacks).toEqual([]);
  const followUp = handle.followUps.at(-1);
  const m = followUp ?? response.message ?? (message as RecordedMessage);
  return { response, message: m, content: m.content, ephemeral: m.ephemeralTo !== null };
}

/** The league as stored (read through the running bot's store). */
export async function storedLeague(world: LeagueWorld, name: string): Promise<League> {
  const resolved = await world.run.bot.deps.leagues.resolve(world.fake.defaultGuildId, name);
  if (!resolved.ok) throw new Error(resolved.message);
  return resolved.record.league;
}

export function expectRefused(answer: Answer, pattern: RegExp): void {
  expect(answer.ephemeral, `expected a private refusal, got: ${answer.content}`).toBe(true);
  expect(answer.content).toMatch(pattern);
}
