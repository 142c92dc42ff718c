import * as engine from '../../src/engine/index.js';
import type { MatchRecord } from '../../src/store/records.js';
import type { ArchivistStore } from '../../src/store/match-store.js';
import type { FakeDiscord, RecordedMessage, InteractionHandle } from '../discord/fake-discord.js';
import { buttonId, promptChoices, promptVersion, USERS } from './harness.js';

export const [ALICE, BOB, CAROL] = USERS as [(typeof USERS)[0], (typeof USERS)[0], (typeof USERS)[0]];

/** Alice challenges Bob, Bob accepts; resolves with the match record once the thread is set up. */
export async function challengeAndAccept(
  fake: FakeDiscord,
  store: ArchivistStore,
  channelId = fake.defaultChannelId,
  /** The gateway sessions (bots) the command and the Accept click go to; default the last to identify. */
  sessions: { command?: string; accept?: string } = {},
): Promise<MatchRecord> {
  const cmd = fake.sendSlashCommand({ user: ALICE.id, name: 'play', subcommand: 'challenge', options: { opponent: { user: BOB.id } }, channelId, sessionId: sessions.command });
  const res = await cmd.response();
  const challenge = res.message!;
  const accept = fake.clickButton({ user: BOB.id, message: challenge, customId: buttonId(challenge, 'Accept'), sessionId: sessions.accept });
  await accept.response();
  const threadId = await fake.waitFor(() => /<#(\d+)>/.exec(accept.original?.content ?? '')?.[1], 10_000, 'the accepted challenge to name the thread');
  const id = await waitForIndex(store, threadId);
  await fake.waitFor(() => fake.messages(threadId).length >= 2, 10_000, 'board and turn message');
  return (await store.getMatch(id))!;
}

async function waitForIndex(store: ArchivistStore, threadId: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const id = await store.getIndex('thread-match', threadId);
    if (id) return id;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no match was created');
}

/** The newest message in the thread carrying an "Open my prompt" button. */
export function turnMessage(fake: FakeDiscord, threadId: string): RecordedMessage | undefined {
  return fake
    .messages(threadId)
    .filter((m) => m.components.length > 0 && JSON.stringify(m.components).includes('"op:'))
    .at(-1);
}

export interface Driver {
  prompts: Map<string, RecordedMessage>;
  clicks: InteractionHandle[];
}

/**
 * One step of play by the acting player: use their live ephemeral prompt when it shows the
 * current version, else open a fresh one from the turn message; then click a random choice.
 */
export async function playStep(
  fake: FakeDiscord,
  store: ArchivistStore,
  matchId: string,
  driver: Driver,
  random: () => number,
  /** The gateway session (bot) the clicks go to; default the last to identify. */
  sessionId?: string,
): Promise<MatchRecord> {
  const record = (await store.getMatch(matchId))!;
  const actor = engine.actingPlayers(record.state)[0];
  if (!actor || record.state.result) return record;
  const threadId = record.meta.threadId!;
  let prompt = driver.prompts.get(actor);
  if (prompt) {
    const current = prompt;
    prompt = await fake
      .waitFor(() => promptVersion(current) === record.state.version && current, 300, 'prompt refresh')
      .catch(() => undefined);
  }
  if (!prompt) {
    const turn = await fake.waitFor(() => turnMessage(fake, threadId), 5000, 'turn message');
    const open = fake.clickButton({ user: actor, message: turn, customId: `op:${matchId}`, sessionId });
    driver.clicks.push(open);
    prompt = (await open.response()).message!;
    driver.prompts.set(actor, prompt);
  }
  const choices = promptChoices(prompt);
  if (choices.length === 0) throw new Error(`prompt for ${actor} has no choices: ${prompt.content}`);
  const choice = choices[Math.floor(random() * choices.length)]!;
  const click =
    choice.kind === 'button'
      ? fake.clickButton({ user: actor, message: prompt, customId: choice.customId, sessionId })
      : fake.selectMenu({ user: actor, message: prompt, customId: choice.customId, values: choice.values ?? [choice.value], sessionId });
  driver.clicks.push(click);
  const response = await click.response();
  if (response.message) driver.prompts.set(actor, response.message);
  return (await store.getMatch(matchId))!;
}

export function seededRandom(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}
