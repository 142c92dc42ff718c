// The Arisanna lineage's Cleric cards first printed in ALC, and the Herb tokens gathering makes.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { GATHER_HERBS } from '../../../src/engine/effects/cleric-ops.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, activateFromHand, addCard, asClass as asClassOf, atMain, edit, enable, legal, mainPhaseOf, materialize, passUntil, player, resolveAll, toMaterialize, useAbility, withDef } from '../doa/support.js';
import { place } from '../doa/round2-helpers.js';

const herbalist = scriptedDef('arisanna-herbalist-prodigy');
const razorvine = scriptedDef('razorvine');
const springleaf = scriptedDef('springleaf');
const withHerbs = (s: GameState) => GATHER_HERBS.reduce((t, slug) => withDef(t, scriptedDef(slug)), s);
const herbsOf = (s: GameState) => Object.values(s.objects).filter((o) => o.controller === A && (GATHER_HERBS as readonly string[]).includes(o.def));

describe('arisanna-herbalist-prodigy', () => {
  it('entering gathers twice: two Herb tokens, each one of the six', () => {
    let [s, card] = toMaterialize(herbalist, 1, withHerbs);
    expect(herbsOf(s)).toHaveLength(0);
    s = materialize(s, card);
    const herbs = herbsOf(s);
    expect(herbs).toHaveLength(2);
    for (const h of herbs) expect(h.card).toBeNull(); // tokens
  });
});

for (const [slug, def] of [['razorvine', razorvine], ['springleaf', springleaf]] as const) {
  describe(slug, () => {
    it('sacrificing it puts a card of your choice from hand on the bottom of your deck, then draws a card', () => {
      let s = mainPhaseOf(A);
      let herb: string;
      [s, herb] = place(s, A, def, { card: null });
      const chosen = player(s, A).hand[0]!;
      const hand = player(s, A).hand.length;
      s = useAbility(s, A, herb, 0);
      expect(s.objects[herb]).toBeUndefined();
      s = resolveAllUntil(s);
      expect(s.pending?.kind).toBe('moveFromHand');
      expect(legal(s, A)).toContainEqual({ type: 'chooseCard', card: chosen });
      s = resolveAll(act(s, A, { type: 'chooseCard', card: chosen }));
      expect(player(s, A).mainDeck.at(-1)).toBe(chosen);
      expect(player(s, A).hand.length).toBe(hand);
    });

    it('with an empty hand nothing goes to the deck, so no card is drawn', () => {
      let s = edit(mainPhaseOf(A), (t) => { player(t, A).hand = []; });
      let herb: string;
      [s, herb] = place(s, A, def, { card: null });
      s = resolveAll(useAbility(s, A, herb, 0));
      expect(player(s, A).hand).toHaveLength(0);
    });
  });
}

/** Pass until a decision is pending or everything has resolved. */
function resolveAllUntil(s: GameState): GameState {
  for (let i = 0; i < 20 && !s.pending && s.stack.length > 0; i++) {
    const pass = legal(s, s.players[s.opportunity!.player]!.id).find((a) => a.type === 'pass')!;
    s = act(s, s.players[s.opportunity!.player]!.id, pass);
  }
  return s;
}



describe('arisanna-lucent-arbiter', () => {
  const lucent = scriptedDef('arisanna-lucent-arbiter');
  const costs = (n: number) => defineCard({ slug: `test-costs-${n}`, name: `Test Costs ${n}`, types: ['ACTION'], element: 'NORM', cost: reserve(n), speed: true }, {});
  const memoryCard = defineCard({ slug: 'test-memory-card', name: 'Test Memory Card', types: ['ITEM'], element: 'NORM', cost: memory(2) }, {});

  /** Bob activates a 2-cost action; Alice answers with her champion's ability, the top of her deck being `top`. */
  function answer(top: CardDef): GameState {
    let s = passUntil(mainPhaseOf(A), atMain(B));
    s = withDef(withDef(withDef(withDef(s, lucent), costs(2)), top), memoryCard);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.def = lucent.slug; });
    [s] = addCard(s, A, top.slug, 'mainDeck');
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out');
    for (let i = 0; i < 2; i++) [s] = addCard(s, B, 'smoke-out');
    [s] = activateFromHand(s, B, costs(2));
    s = act(s, B, { type: 'pass' });
    const champ = player(s, A).champion!;
    s = act(s, A, { type: 'activateAbility', object: champ, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: s.stack[0]!.id } });
    s = payReserveOf(s, A);
    expect(s.objects[champ]!.rested).toBe(true);
    return resolveAll(s);
  }
  const negated = (s: GameState) => s.log.some((l) => l.text === 'Test Costs 2 is negated.');

  it('paying 3 and resting reveals the top card of your deck; the target activation is negated if their reserve costs match', () => {
    expect(negated(answer(costs(2)))).toBe(true);
    expect(negated(answer(costs(3)))).toBe(false);
    expect(negated(answer(memoryCard))).toBe(false); // a memory cost is no reserve cost
  });
});

function payReserveOf(s: GameState, who: string): GameState {
  while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, who, legal(s, who).find((a) => a.type === 'chooseReserve')!);
  return s;
}

describe('arisanna-master-alchemist', () => {
  const master = scriptedDef('arisanna-master-alchemist');
  const asArisanna = (s: GameState) => edit(withDef(s, herbalist), (t) => { t.objects[player(t, A).champion!]!.def = herbalist.slug; });

  it('leveling up into it (from an Arisanna) gathers twice', () => {
    let [s, card] = toMaterialize(master, 2, (t) => withHerbs(asArisanna(t)));
    expect(legal(s, A)).toContainEqual({ type: 'materialize', card });
    s = materialize(s, card);
    expect(herbsOf(s)).toHaveLength(2);
  });

  /** Alice's champion has the Master Alchemist on top, or (inLineage) under a level 3 Arisanna; she controls these herbs. */
  function toEndPhase(herbs: string[], inLineage = false): [GameState, string[]] {
    let s = withHerbs(withDef(withDef(mainPhaseOf(A), master), lucent));
    let mc: string;
    [s, mc] = addCard(s, A, master.slug, 'banishment');
    s = edit(s, (t) => {
      player(t, A).banishment = player(t, A).banishment.filter((x) => x !== mc);
      const c = t.objects[player(t, A).champion!]!;
      if (inLineage) { c.lineage = [...c.lineage, mc]; c.def = lucent.slug; } else { c.card = mc; c.def = master.slug; }
    });
    const ids: string[] = [];
    for (const h of herbs) {
      let id: string;
      [s, id] = place(s, A, scriptedDef(h), { card: null });
      ids.push(id);
    }
    return [passUntil(s, (t) => t.pending?.kind === 'sacrificePair' || t.phase === 'end' && t.stack.length === 0 && t.pendingTriggers.length === 0), ids];
  }
  const picks = (s: GameState) => legal(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target?.kind === 'object' ? a.target.id : null] : []));

  it('inherited: at the start of your end phase, sacrificing a pair of same-name Herbs (optional) draws you a card', () => {
    let [s, [b1, b2, m1]] = toEndPhase(['blightroot', 'blightroot', 'manaroot']);
    expect(s.pending?.kind).toBe('sacrificePair');
    expect(picks(s)).toEqual(expect.arrayContaining([b1, b2, null]));
    expect(picks(s)).not.toContain(m1); // no other Manaroot
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: b1! } });
    expect(picks(s)).toEqual([b2]);
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: b2! } }));
    expect(s.objects[b1!]).toBeUndefined();
    expect(s.objects[b2!]).toBeUndefined();
    expect(s.objects[m1!]).toBeDefined();
    expect(player(s, A).hand.length).toBe(hand + 1);
  });

  it('declining keeps the Herbs and draws nothing; without a matching pair nothing is asked', () => {
    let [s, [b1]] = toEndPhase(['blightroot', 'blightroot']);
    const hand = player(s, A).hand.length;
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: null }));
    expect(s.objects[b1!]).toBeDefined();
    expect(player(s, A).hand.length).toBe(hand);
    [s] = toEndPhase(['blightroot', 'manaroot']);
    expect(s.pending).toBeNull();
  });

  it('still works from the inner lineage, under a level 3 Arisanna', () => {
    const [s] = toEndPhase(['fraysia', 'fraysia'], true);
    expect(s.pending?.kind).toBe('sacrificePair');
  });
});

const lucent = scriptedDef('arisanna-lucent-arbiter');

describe('crystalline-mirror', () => {
  const mirror = scriptedDef('crystalline-mirror');
  const bud = defineCard({ slug: 'test-bud', name: 'Test Bud', types: ['PHANTASIA'], element: 'NORM', cost: reserve(0), speed: true }, {});
  const itemCosting = (kind: 'memory' | 'reserve', n: number) =>
    defineCard({ slug: `test-item-${kind}-${n}`, name: `Test Item ${kind} ${n}`, types: ['ITEM'], element: 'NORM', cost: kind === 'memory' ? memory(n) : reserve(n) }, {});

  it('whenever a phantasia enters the field under your control, glimpse 1', () => {
    let s = mainPhaseOf(A);
    [s] = place(s, A, mirror);
    [s] = activateFromHand(s, A, bud);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toHaveLength(1);
  });

  it('Cleric bonus, three phantasias: banishing it destroys a targeted item costing memory 0 or at most 3 reserve', () => {
    const defs = [itemCosting('memory', 0), itemCosting('memory', 1), itemCosting('reserve', 3), itemCosting('reserve', 4)];
    let s = edit(mainPhaseOf(A), (t) => {
      const d = t.defs[player(t, A).champion ? t.objects[player(t, A).champion!]!.def : '']!;
      d.classes = ['CLERIC'];
    });
    let m: string;
    [s, m] = place(s, A, mirror);
    const ids: string[] = [];
    for (const d of defs) {
      let id: string;
      [s, id] = place(s, B, d);
      ids.push(id);
    }
    for (let i = 0; i < 2; i++) [s] = place(s, A, bud);
    expect(legal(s, A)).not.toContainEqual({ type: 'activateAbility', object: m, index: 1 }); // two phantasias only
    [s] = place(s, A, bud);
    s = act(s, A, { type: 'activateAbility', object: m, index: 1 });
    const targets = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(targets).toEqual(expect.arrayContaining([ids[0], ids[2]]));
    expect(targets).not.toContain(ids[1]);
    expect(targets).not.toContain(ids[3]);
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ids[2]! } }));
    expect(s.objects[ids[2]!]).toBeUndefined();
  });
});

describe('forgelight-scepter', () => {
  const scepter = scriptedDef('forgelight-scepter');

  it('costs 1 less to materialize with the Cleric class bonus', () => {
    const fire = (cls: 'cleric' | 'warrior') => (t: GameState) => edit(enableFire(asClassOf(t, A, cls)), (u) => { player(u, A).memory = []; });
    let [s, card] = toMaterialize(scepter, 0, fire('cleric'));
    expect(legal(s, A)).toContainEqual({ type: 'materialize', card });
    [s, card] = toMaterialize(scepter, 0, fire('warrior'));
    expect(legal(s, A)).not.toContainEqual({ type: 'materialize', card });
  });

  it("as each opponent's end phase begins, if they have an odd number of cards in memory, 2 unpreventable damage to their champion", () => {
    const after = (bobsMemory: number) => {
      let s = passUntil(mainPhaseOf(A), atMain(B));
      [s] = place(s, A, scepter);
      s = edit(s, (t) => { player(t, B).memory = player(t, B).hand.slice(0, bobsMemory); player(t, B).hand = player(t, B).hand.slice(bobsMemory); });
      const before = player(s, B).champion ? s.objects[player(s, B).champion!]!.damage : 0;
      s = passUntil(s, (t) => t.turn === 3 && t.phase !== 'end');
      return s.objects[player(s, B).champion!]!.damage - before;
    };
    expect(after(1)).toBe(2);
    expect(after(2)).toBe(0);
    expect(after(3)).toBe(2);
  });

  it('not at your own end phase', () => {
    let s = mainPhaseOf(A);
    [s] = place(s, A, scepter);
    s = edit(s, (t) => { player(t, A).memory = player(t, A).hand.slice(0, 1); });
    const before = s.objects[player(s, A).champion!]!.damage;
    s = passUntil(s, atMain(B));
    expect(s.objects[player(s, A).champion!]!.damage).toBe(before);
  });
});

const enableFire = (s: GameState) => enable(s, A, 'FIRE');
