import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as engine from '../../src/engine/index.js';
import type { Action, GameState } from '../../src/engine/index.js';
import { CardCatalog } from '../../src/cards/catalog.js';
import type { IndexCard } from '../../src/cards/index-schema.js';
import { toCardDef } from '../../src/cards/runtime.js';
import { FIXTURE_DECKS } from '../../src/cards/fixtures/index.js';
import { createDeckResolver } from '../../src/bot/deck-resolver.js';
import { createLookupDeps } from '../../src/bot/lookup-setup.js';
import { ManualTime } from '../../src/bot/ports.js';
import type { MatchRecord } from '../../src/store/records.js';
import { fixtureCard } from '../cards-catalog/fixture-cards.js';
import type { FakeDiscord, RecordedMessage } from '../discord/fake-discord.js';
import { newNamespace, promptChoices, startBot, startFake, tempSqliteUrl, type BotRun } from './harness.js';
import { challengeAndAccept } from './driver.js';

// Two unscripted cards of our own invention (facts and text written for this test).
const edition = (slug: string) => ({ uuid: `u-${slug}`, slug: `${slug}-tst`, prefix: 'TST', set: 'Test Set', collector_number: '001', rarity: 1, image: '/x.jpg' });
const base = { subtypes: [], classes: [], element: 'NORM', cost_memory: null, cost_reserve: 0, level: null, durability: null, legality: null };
const RIDDLE: IndexCard = { ...fixtureCard({ ...base, name: 'Test Riddle', slug: 'test-riddle', uuid: 'test-riddle', types: ['ACTION'],
  cost: { type: 'reserve', value: '0' }, power: null, life: null, speed: true, edition: edition('test-riddle') } as never),
  effect_raw: 'Each player mills one card. You put one of your hand cards into your graveyard.' };
const GREETER: IndexCard = { ...fixtureCard({ ...base, name: 'Test Greeter', slug: 'test-greeter', uuid: 'test-greeter', types: ['ALLY'],
  cost: { type: 'reserve', value: '0' }, power: 1, life: 2, speed: null, edition: edition('test-greeter') } as never),
  effect_raw: 'On Enter: Your champion wakes up.' };

describe('e2e: assisted resolution with consent through the fake Discord', () => {
  const db = tempSqliteUrl();
  let fake: FakeDiscord;
  let run: BotRun;
  const catalog = new CardCatalog([RIDDLE, GREETER]);

  beforeAll(async () => {
    fake = await startFake();
    const namespace = newNamespace();
    run = await startBot(fake, {
      storeUrl: db.url, namespace, time: new ManualTime(Date.now()),
      lookup: (store, api) => createLookupDeps({ rules: null, catalog, backend: store.backend, keyPrefix: `${namespace}:`, apiUrl: api.restUrl }),
      resolveDeck: () => createDeckResolver({ houseDecks: FIXTURE_DECKS }),
    });
  });
  afterAll(async () => {
    await run?.stop();
    await fake?.close();
    db.cleanup();
  });

  /** Opens a fresh prompt for `user` and clicks the choice whose label matches, paging through a long menu. */
  async function choose(record: MatchRecord, user: string, label: RegExp): Promise<RecordedMessage> {
    const turn = fake.messages(record.meta.threadId!).filter((m) => JSON.stringify(m.components).includes('"op:')).at(-1)!;
    let prompt = (await fake.clickButton({ user, message: turn, customId: `op:${record.id}` }).response()).message!;
    for (let page = 0; page < 40; page++) {
      for (const b of buttons(prompt)) {
        if (b.custom_id?.startsWith('m:') && label.test(b.label)) return (await fake.clickButton({ user, message: prompt, customId: b.custom_id }).response()).message ?? prompt;
      }
      for (const s of selects(prompt)) {
        const o = s.options.find((opt) => label.test(opt.label));
        if (o) return (await fake.selectMenu({ user, message: prompt, customId: s.custom_id, values: [o.value] }).response()).message ?? prompt;
      }
      const next = buttons(prompt).find((b) => b.label === 'Next ▶' && !b.disabled);
      if (!next) break;
      prompt = (await fake.clickButton({ user, message: prompt, customId: next.custom_id! }).response()).message!;
    }
    throw new Error(`no choice ${label} for ${user}: ${JSON.stringify(promptChoices(prompt))}\n${prompt.content}`);
  }

  /** The prompt `user` would see now (its text), opened from the turn message. */
  async function promptOf(record: MatchRecord, user: string): Promise<RecordedMessage> {
    const turn = fake.messages(record.meta.threadId!).filter((m) => JSON.stringify(m.components).includes('"op:')).at(-1)!;
    return (await fake.clickButton({ user, message: turn, customId: `op:${record.id}` }).response()).message!;
  }

  const load = async (id: string) => (await run.store.getMatch(id))!;
  const actor = (r: MatchRecord) => engine.actingPlayers(r.state)[0]!;

  /** Everyone passes (through Discord) until `done`. */
  async function passUntil(id: string, done: (s: GameState) => boolean): Promise<MatchRecord> {
    for (let i = 0; i < 40; i++) {
      const r = await load(id);
      if (done(r.state)) return r;
      await choose(r, actor(r), /^(Pass|Do not materialize|Put .* on the stack next|Do not retaliate)/);
    }
    throw new Error('did not get there by passing');
  }

  it('an unscripted card is carried out, objected to and rolled back, then carried out and accepted; an unscripted ally\'s On Enter is offered as an assisted trigger', async () => {
    let record = await challengeAndAccept(fake, run.store);
    const id = record.id;
    // Setup, straight on the stored state: the first player's main phase, with both test cards in hand.
    let me = '';
    let riddle = '';
    let greeter = '';
    await run.store.withMatch(id, null, (r) => {
      let s = r.state;
      const main = (t: GameState) => t.phase === 'main' && !t.pending && t.stack.length === 0 && !!t.opportunity && t.opportunity.player === t.turnPlayer;
      while (!main(s)) {
        const who = engine.actingPlayers(s)[0]!;
        const pass = engine.legalActions(s, who).find((a: Action) => a.type === 'pass' || a.type === 'skipMaterialize' || a.type === 'orderTrigger')!;
        const out = engine.apply(s, who, pass);
        if (!out.ok) throw new Error(out.violation.message);
        s = out.state;
      }
      s = JSON.parse(JSON.stringify(s)) as GameState;
      me = s.players[s.turnPlayer]!.id;
      for (const card of [RIDDLE, GREETER]) s.defs[card.slug] = toCardDef(card, null);
      riddle = `c${Object.keys(s.cards).length + 900}`;
      greeter = `c${Object.keys(s.cards).length + 901}`;
      s.cards[riddle] = { owner: me, def: 'test-riddle' };
      s.cards[greeter] = { owner: me, def: 'test-greeter' };
      const p = s.players[s.turnPlayer]!;
      p.hand = [...p.hand, riddle, greeter];
      return { save: { ...r, state: s }, value: null };
    });
    record = await load(id);
    const them = record.state.players.find((p) => p.id !== me)!.id;
    const threadId = record.meta.threadId!;

    // 1. Played, carried out, objected to: back to before it was played.
    const handBefore = record.state.players.find((p) => p.id === me)!.hand;
    await choose(record, me, /^Play Test Riddle\b/);
    record = await passUntil(id, (s) => s.pending?.kind === 'assisted');
    const shown = await promptOf(record, me);
    expect(shown.content).toContain('Test Riddle** has no script');
    expect(shown.content).toContain('> Each player mills one card.'); // the synced text, not ours
    await choose(record, me, /^Move .* to your graveyard$/);
    record = await load(id);
    expect(record.state.players.find((p) => p.id === me)!.graveyard).toHaveLength(1);
    await choose(record, me, /^Done: ask the opponent to accept$/);
    record = await load(id);
    expect(actor(record)).toBe(them);
    const consent = await promptOf(record, them);
    expect(buttons(consent).map((b) => b.label)).toEqual(['Accept how it was carried out', 'Object (undo it)']);
    expect(consent.content).toContain('> Each player mills one card.');
    await choose(record, them, /^Object \(undo it\)$/);
    await fake.waitFor(() => fake.messages(threadId).some((m) => m.content.includes('objected** to how')), 5000, 'the public objection line');
    record = await load(id);
    expect(record.state.players.find((p) => p.id === me)!.hand).toEqual(handBefore);
    expect(record.state.players.find((p) => p.id === me)!.graveyard).toEqual([]);
    expect(record.state.disputes).toEqual([{ turn: record.state.turn, def: 'test-riddle', controller: me, by: them }]);

    // 2. Played again, carried out, accepted.
    await choose(record, me, /^Play Test Riddle\b/);
    record = await passUntil(id, (s) => s.pending?.kind === 'assisted');
    await choose(record, me, /^Move .* to your graveyard$/);
    await choose(await load(id), me, /^Done: ask the opponent to accept$/);
    await choose(await load(id), them, /^Accept how it was carried out$/);
    record = await load(id);
    expect(record.state.players.find((p) => p.id === me)!.graveyard).toContain(riddle);
    expect(record.state.disputes).toHaveLength(1);

    // 3. The unscripted ally enters; its On Enter is offered as an assisted trigger, with its text.
    record = await passUntil(id, (s) => !s.pending && s.stack.length === 0 && s.opportunity?.player === s.turnPlayer);
    await choose(record, me, /^Play Test Greeter\b/);
    record = await passUntil(id, (s) => s.pending?.kind === 'assisted');
    expect(record.state.pending).toMatchObject({ kind: 'assisted', item: { kind: 'trigger', def: 'test-greeter' } });
    expect(Object.values(record.state.objects).some((o) => o.card === greeter)).toBe(true);
    const trigger = await promptOf(record, me);
    expect(trigger.content).toContain('carries out a triggered ability of its text');
    expect(trigger.content).toContain('> On Enter: Your champion wakes up.');
    await choose(record, me, /^Done: ask the opponent to accept$/);
    await choose(await load(id), them, /^Accept how it was carried out$/);
    record = await load(id);
    expect(record.state.pending).toBeNull();
    expect(fake.rejectedRequests()).toEqual([]);
  });
});

type Button = { label: string; custom_id?: string; disabled?: boolean };
type Select = { custom_id: string; options: { label: string; value: string }[] };
function buttons(m: RecordedMessage): Button[] {
  return (m.components as { components: (Button & { type: number })[] }[]).flatMap((row) => row.components.filter((c) => c.type === 2));
}
function selects(m: RecordedMessage): Select[] {
  return (m.components as { components: (Select & { type: number })[] }[]).flatMap((row) => row.components.filter((c) => c.type === 3));
}
