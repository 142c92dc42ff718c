// The store taken away mid-match (a loopback proxy in front of the real Redis or PostgreSQL): the
// clicking player is told at once that nothing was applied, the prompt keeps working, turn timers
// that fell due are armed again on recovery, and no action is lost or applied twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '../../src/engine/index.js';
import { ManualTime } from '../../src/bot/ports.js';
import { STORE_UNAVAILABLE } from '../../src/bot/router.js';
import type { FakeDiscord } from '../discord/fake-discord.js';
import { TcpProxy, targetOf } from '../support/tcp-proxy.js';
import { advanceBoth, newNamespace, promptChoices, startBot, startFake, type BotRun } from './harness.js';
import { ALICE, BOB, challengeAndAccept, playStep, seededRandom, turnMessage, type Driver } from './driver.js';

const stores = [
  { name: 'Redis', url: process.env.REDIS_URL },
  { name: 'PostgreSQL', url: process.env.POSTGRES_URL },
];

for (const { name, url } of stores) {
  describe.skipIf(!url)(`e2e: a ${name} outage mid-match`, () => {
    const time = new ManualTime(Date.now());
    const config = { TURN_TIMER_SECONDS: 600, TURN_WARNING_SECONDS: 30, TURN_TIMEOUTS_BEFORE_FORFEIT: 3 };
    let fake: FakeDiscord;
    let proxy: TcpProxy;
    let run: BotRun;

    beforeAll(async () => {
      fake = await startFake();
      proxy = await TcpProxy.start(targetOf(url!));
      run = await startBot(fake, {
        storeUrl: proxy.urlFor(url!), namespace: newNamespace(), time, config,
        resilience: { timeoutMs: 300, retries: 2, backoffMs: 50 },
      });
    });
    afterAll(async () => {
      proxy?.restore();
      await run?.store.clearNamespace().catch(() => undefined);
      await run?.stop();
      await proxy?.close();
      await fake?.close();
    });

    it('refuses the click with a clear message, loses and doubles nothing, and re-arms the timer when the store is back', async () => {
      // Full control: one click is then exactly one engine action, so a second application would show.
      for (const user of [ALICE, BOB]) await run.bot.matches.settings.set(user.id, { passing: 'full' });
      let record = await challengeAndAccept(fake, run.store);
      const driver: Driver = { prompts: new Map(), clicks: [] };
      const random = seededRandom(11);
      for (let i = 0; i < 3; i++) record = await playStep(fake, run.store, record.id, driver, random);
      const actor = engine.actingPlayers(record.state)[0]!;
      const turn = await fake.waitFor(() => turnMessage(fake, record.meta.threadId!), 5000, 'turn message');
      const prompt = (await fake.clickButton({ user: actor, message: turn, customId: `op:${record.id}` }).response()).message!;
      const choice = promptChoices(prompt)[0]!;
      const click = () =>
        choice.kind === 'button'
          ? fake.clickButton({ user: actor, message: prompt, customId: choice.customId })
          : fake.selectMenu({ user: actor, message: prompt, customId: choice.customId, values: [choice.value] });
      const before = record;
      expect(run.bot.matches.liveTimers).toBe(1);

      proxy.cut();
      const refused = click();
      const answer = await refused.response();
      const told = [answer.message?.content ?? '', ...refused.followUps.map((m) => m.content)].join('\n');
      expect(told).toContain(STORE_UNAVAILABLE);
      expect(promptChoices(fake.message(prompt.id)!)).toEqual(promptChoices(prompt));
      // A new challenge is refused the same way while the store is away.
      const challenge = fake.sendSlashCommand({ user: BOB.id, name: 'play', subcommand: 'challenge', options: { opponent: { user: ALICE.id } } });
      const challengeAnswer = await challenge.response();
      expect([challengeAnswer.message?.content ?? '', ...challenge.followUps.map((m) => m.content)].join('\n')).toContain(STORE_UNAVAILABLE);
      // The turn timer falls due while the store is away: it cannot act, and is armed again later.
      advanceBoth(fake, time, config.TURN_TIMER_SECONDS * 1000 - 5_000);
      await eventually(() => run.bot.matches.liveTimers === 0, 'the timer to fire and fail');

      proxy.restore();
      await eventually(() => run.store.healthy && run.bot.matches.liveTimers === 1, 'recovery and the timer re-armed');
      const unchanged = (await run.store.getMatch(record.id))!;
      expect(unchanged.state).toEqual(before.state);

      // The same click again is applied exactly once.
      const legal = engine.legalActions(before.state, actor);
      const index = Number(choice.kind === 'button' ? choice.customId.split(':')[3] : choice.value);
      const expected = engine.apply(before.state, actor, legal[index]!);
      expect(expected.ok).toBe(true);
      await click().response();
      const after = (await run.store.getMatch(record.id))!;
      expect(after.state.version).toBeGreaterThanOrEqual(before.state.version + 1);
      expect(after.state.log.slice(0, before.state.log.length)).toEqual(before.state.log.slice(0, before.state.log.length));
      if (expected.ok) expect(after.state.version).toBe(expected.state.version);
    });
  });
}

/** Polls a condition the fake Discord cannot see (the store's health, the bot's timers). */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 600 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!check()) throw new Error(`gave up waiting for ${what}`);
}
