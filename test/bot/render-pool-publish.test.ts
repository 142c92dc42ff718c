// How the bot asks for pictures: board renders coalesce per match, hands only when they changed.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as engine from '../../src/engine/index.js';
import { ManualTime, type Renderers } from '../../src/bot/ports.js';
import { privateFingerprint } from '../../src/bot/presenters/private-view.js';
import type { Action } from '../../src/engine/types.js';
import type { MatchRecord } from '../../src/store/records.js';
import type { FakeDiscord } from '../discord/fake-discord.js';
import { newNamespace, startBot, startFake, tempSqliteUrl, TINY_PNG, type BotRun } from './harness.js';
import { ALICE, BOB, challengeAndAccept } from './driver.js';

const firstMove = (legal: Action[]) => legal.find((a) => a.type !== 'concede');

describe('publishing a match: which pictures are drawn', () => {
  const db = tempSqliteUrl();
  let fake: FakeDiscord;
  let run: BotRun;
  const time = new ManualTime(Date.now());
  const boardRenders: number[] = [];
  const boardEdits: number[] = [];
  let handRenders = 0;
  let gate: Promise<void> | null = null;

  const renderers: Renderers = {
    async renderBoard(view) {
      boardRenders.push(view.version);
      if (gate) await gate;
      return TINY_PNG;
    },
    renderHand() {
      handRenders += 1;
      return TINY_PNG;
    },
  };

  beforeAll(async () => {
    fake = await startFake();
    run = await startBot(fake, {
      storeUrl: db.url,
      namespace: newNamespace(),
      time,
      renderers,
      metrics: { boardEdited: (_matchId, version) => boardEdits.push(version) },
    });
  });
  afterAll(async () => {
    await run?.stop();
    await fake?.close();
    db.cleanup();
  });

  async function act(record: MatchRecord): Promise<MatchRecord> {
    const actor = engine.actingPlayers(record.state)[0]!;
    const out = await run.bot.matches.act(record.id, actor, record.state.version, firstMove);
    if (out.kind !== 'applied') throw new Error(`the move was not applied: ${out.kind}`);
    return out.record;
  }

  it('renders only the newest state once a render in flight finishes, and never edits the board backwards', async () => {
    let record = await challengeAndAccept(fake, run.store);
    boardRenders.length = 0;
    boardEdits.length = 0;
    let open!: () => void;
    gate = new Promise<void>((resolve) => (open = resolve));
    const versions: number[] = [];
    const published: Promise<void>[] = [];
    for (let i = 0; i < 4; i++) {
      record = await act(record);
      versions.push(record.state.version);
      published.push(run.bot.matches.publish(record));
      if (i === 0) await vi.waitFor(() => expect(boardRenders).toEqual([versions[0]]));
    }
    gate = null;
    open();
    await Promise.all(published);
    expect(boardRenders).toEqual([versions[0], versions[3]]);
    expect(boardEdits).toEqual([versions[0], versions[3]]);
  });

  it('draws and sends a hand only when that player’s hand or memory changed', async () => {
    let record = await challengeAndAccept(fake, run.store);
    const fingerprints = (r: MatchRecord) => [ALICE.id, BOB.id].map((id) => privateFingerprint(engine.view(r.state, id), id));
    let previous = fingerprints(record);
    const dmsBefore = fake.dms(ALICE.id).length + fake.dms(BOB.id).length;
    let expected = 0;
    let unchangedSteps = 0;
    for (let step = 0; step < 40 && !record.state.result; step++) {
      const before = handRenders;
      record = await act(record);
      await run.bot.matches.publish(record);
      const now = fingerprints(record);
      const changed = now.filter((f, i) => f !== previous[i]).length;
      if (changed === 0) unchangedSteps += 1;
      expect(handRenders - before).toBe(changed);
      expected += changed;
      previous = now;
    }
    // The walk covered both cases: moves that changed a hand and moves that did not.
    expect(expected).toBeGreaterThan(0);
    expect(unchangedSteps).toBeGreaterThan(0);
    await fake.waitFor(() => fake.dms(ALICE.id).length + fake.dms(BOB.id).length === dmsBefore + expected, 5000, 'one DM per changed hand');
  });
});
