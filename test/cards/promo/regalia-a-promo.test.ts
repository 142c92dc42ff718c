// Regalia first printed as promos (helper regalia-1).
import { describe, expect, it } from 'vitest';
import { legalActions, validateDeck } from '../../../src/engine/index.js';
import { layeredDef } from '../../../src/engine/effects/continuous.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard } from '../../../src/cards/define.js';
import { A, B, act, activateFromHand, addCard, asClass, atMain, enable, factsOnly, passUntil, mainPhaseOf, materialize, player, resolveAll, toMaterialize, useAbility, withDef } from '../doa/support.js';
import { bolt, place } from '../doa/round2-helpers.js';
import { edit, refuse } from '../../engine/helpers.js';

const ally = defineCard({ slug: 'test-ally-card', name: 'Test Ally Card', types: ['ALLY'], element: 'NORM', cost: { kind: 'reserve', value: 1 }, power: 1, life: 1 }, {});
const action = defineCard({ slug: 'test-action-card', name: 'Test Action Card', types: ['ACTION'], element: 'NORM', cost: { kind: 'reserve', value: 1 } }, {});
const phantasia = defineCard({ slug: 'test-phantasia', name: 'Test Phantasia', types: ['ALLY', 'PHANTASIA'], element: 'NORM', cost: { kind: 'reserve', value: 1 }, power: 1, life: 1 }, {});

type S = ReturnType<typeof mainPhaseOf>;
function cards(s: S, who: string, slug: string, n: number, zone: 'graveyard' | 'hand' | 'memory' = 'graveyard'): [S, string[]] {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) { let c: string; [s, c] = addCard(s, who, slug, zone); ids.push(c); }
  return [s, ids];
}

const stone = scriptedDef('dusksoul-stone');

describe('dusksoul-stone', () => {

  it('materializing it also banishes two ally cards from a single graveyard; one ally in each graveyard is not enough', () => {
    let [s, card] = toMaterialize(stone, 0, (t) => enable(withDef(withDef(t, ally), action), A, 'UMBRA'));
    let mine: string[], bobs: string[];
    [s, mine] = cards(s, A, ally.slug, 1);
    [s, bobs] = cards(s, B, ally.slug, 1);
    [s] = cards(s, B, action.slug, 2);
    refuse(s, A, { type: 'materialize', card }, 'playing-cards-card-materialization.md');
    let more: string[];
    [s, more] = cards(s, B, ally.slug, 1);
    s = act(s, A, { type: 'materialize', card });
    const picks = legalActions(s, A).filter((a) => a.type === 'chooseCostPart').map((a) => (a as { id: string }).id);
    expect(picks.sort()).toEqual([bobs[0]!, more[0]!].sort());
    s = act(s, A, { type: 'chooseCostPart', id: bobs[0]! });
    s = resolveAll(act(s, A, { type: 'chooseCostPart', id: more[0]! }));
    expect(player(s, B).banishment).toEqual(expect.arrayContaining([bobs[0], more[0]]));
    expect(player(s, A).graveyard).toContain(mine[0]);
    expect(Object.values(s.objects).some((o) => o.def === 'dusksoul-stone')).toBe(true);
  });

  it('Phantasias you control have spellshroud; other objects and opposing Phantasias do not', () => {
    let s = withDef(withDef(mainPhaseOf(A), phantasia), ally);
    let p: string, theirs: string, plainAlly: string;
    [s, p] = place(s, A, phantasia);
    [s, theirs] = place(s, B, phantasia);
    [s, plainAlly] = place(s, A, ally);
    expect(hasKeyword(s, s.objects[p]!, 'spellshroud')).toBe(false);
    [s] = place(s, A, stone);
    expect(hasKeyword(s, s.objects[p]!, 'spellshroud')).toBe(true);
    expect(hasKeyword(s, s.objects[theirs]!, 'spellshroud')).toBe(false);
    expect(hasKeyword(s, s.objects[plainAlly]!, 'spellshroud')).toBe(false);
  });

  it('banish it: banish up to two cards, all from one graveyard', () => {
    let s = withDef(withDef(mainPhaseOf(A), ally), action);
    let st: string, mine: string[], bobs: string[];
    [s, st] = place(s, A, stone);
    [s, mine] = cards(s, A, action.slug, 2);
    [s, bobs] = cards(s, B, action.slug, 2);
    s = useAbility(s, A, st, 2);
    s = passOnce(s);
    expect(s.pending?.kind).toBe('banishFromGraveyard');
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: bobs[1]! } });
    // Only Bob's graveyard now, or stop.
    const next = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } | null }).target?.id ?? null);
    expect(next.sort()).toEqual([bobs[0]!, null].sort());
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: bobs[0]! } }));
    expect(player(s, B).graveyard).toEqual([]);
    expect(player(s, B).banishment).toEqual(expect.arrayContaining(bobs));
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining(mine));
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === 'dusksoul-stone')).toBe(true);
  });
});

describe('assassins-mantle', () => {
  const mantle = scriptedDef('assassins-mantle');
  const hit = (unpreventable: boolean) => defineCard({ slug: unpreventable ? 'test-true-hit' : 'test-hit', name: 'Test Hit', types: ['ACTION'], element: 'NORM', cost: { kind: 'reserve', value: 0 }, speed: true },
    { targets: [{ kind: 'champion' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 3, ...(unpreventable ? { unpreventable: true } : {}) }] });

  function hitOwnChampion(unpreventable = false): [S, string] {
    let s = mainPhaseOf(A);
    let m: string;
    [s, m] = place(s, A, mantle);
    const champ = s.players[0]!.champion!;
    [s] = activateFromHand(s, A, hit(unpreventable), [{ kind: 'object', id: champ }]);
    s = passOnce(s);
    return [s, m];
  }

  it('damage to your champion: you may banish it to prevent 1 and put a preparation counter on your champion', () => {
    let [s, m] = hitOwnChampion();
    expect(s.pending?.kind).toBe('orderReplacements');
    expect(s.pending?.kind === 'orderReplacements' && s.pending.player).toBe(A);
    const use = legalActions(s, A).find((a) => a.type === 'orderReplacement' && a.replacement !== 'decline-optional')!;
    s = resolveAll(act(s, A, use));
    const champ = s.objects[s.players[0]!.champion!]!;
    expect(champ.damage).toBe(2);
    expect(champ.counters.preparation).toBe(1);
    expect(s.objects[m]).toBeUndefined();
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === 'assassins-mantle')).toBe(true);
  });

  it('declining leaves it on the field and the damage whole', () => {
    let [s, m] = hitOwnChampion();
    s = resolveAll(act(s, A, { type: 'orderReplacement', replacement: 'decline-optional' }));
    const champ = s.objects[s.players[0]!.champion!]!;
    expect(champ.damage).toBe(3);
    expect(champ.counters.preparation ?? 0).toBe(0);
    expect(s.objects[m]).toBeDefined();
  });

  it('unpreventable damage: banishing it prevents nothing, so no preparation counter', () => {
    let [s] = hitOwnChampion(true);
    const use = legalActions(s, A).find((a) => a.type === 'orderReplacement' && a.replacement !== 'decline-optional')!;
    s = resolveAll(act(s, A, use));
    const champ = s.objects[s.players[0]!.champion!]!;
    expect(champ.damage).toBe(3);
    expect(champ.counters.preparation ?? 0).toBe(0);
  });

  it('damage to another unit is not offered', () => {
    let s = withDef(mainPhaseOf(A), ally);
    let a: string;
    [s] = place(s, A, mantle);
    [s, a] = place(s, A, ally);
    [s] = activateFromHand(s, A, bolt, [{ kind: 'object', id: a }]);
    s = passOnce(s);
    expect(s.pending?.kind).not.toBe('orderReplacements');
    s = resolveAll(s);
    expect(s.objects[a]).toBeUndefined();
    expect(Object.values(s.objects).some((o) => o.def === 'assassins-mantle')).toBe(true);
  });
});

describe('endura-reimagined', () => {
  const endura = scriptedDef('endura-reimagined');
  const scepter = factsOnly('endura-scepter-of-ignition');

  function enter(cls: 'mage' | 'warrior', withScepter = true): [S, string] {
    let [s, card] = toMaterialize(endura, 0, (t) => {
      let u = enable(asClass(withDef(t, scepter), A, cls), A, 'FIRE');
      if (withScepter) [u] = addCard(u, A, scepter.slug, 'materialDeck');
      return u;
    });
    s = act(s, A, { type: 'materialize', card });
    for (let i = 0; i < 8 && !s.pending && (s.stack.length > 0 || s.pendingTriggers.length > 0); i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    return [s, card];
  }
  const scepters = (s: S, zone: 'materialDeck' | 'banishment') => player(s, A)[zone].filter((c) => s.cards[c]!.def === scepter.slug).length;

  it('[Rai Bonus] On Enter: you may banish Endura, Scepter of Ignition from your material deck for two enlighten counters', () => {
    let [s] = enter('mage');
    expect(s.pending?.kind).toBe('may');
    s = resolveAll(act(s, A, { type: 'mayAnswer', accept: true }));
    expect(scepters(s, 'banishment')).toBe(1);
    expect(scepters(s, 'materialDeck')).toBe(0);
    expect(s.objects[s.players[0]!.champion!]!.counters.enlighten).toBe(2);
  });

  it('declined, or no such card: no counters; without the Rai Bonus nothing happens', () => {
    let [s] = enter('mage');
    s = resolveAll(act(s, A, { type: 'mayAnswer', accept: false }));
    expect(scepters(s, 'materialDeck')).toBe(1);
    expect(s.objects[s.players[0]!.champion!]!.counters.enlighten ?? 0).toBe(0);
    [s] = enter('mage', false);
    s = resolveAll(act(s, A, { type: 'mayAnswer', accept: true }));
    expect(s.objects[s.players[0]!.champion!]!.counters.enlighten ?? 0).toBe(0);
    [s] = enter('warrior');
    expect(s.pending?.kind).not.toBe('may');
    s = resolveAll(s);
    expect(scepters(s, 'materialDeck')).toBe(1);
  });

  it('[Rai Bonus] remove three enlighten counters and rest it: as a Spell, 2 damage to up to one target unit, then draw', () => {
    let s = withDef(asClass(mainPhaseOf(A), A, 'mage'), phantasia);
    let e: string;
    [s, e] = place(s, A, endura);
    [s] = place(s, B, phantasia);
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.enlighten = 2 });
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === e)).toBe(false);
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.enlighten = 3; });
    s = useAbility(s, A, e, 1);
    const bobChamp = s.players[1]!.champion!;
    const choices = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } | null }).target?.id ?? null);
    expect(choices).toContain(bobChamp);
    expect(choices).toContain(null);
    const hand = player(s, A).hand.length;
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: bobChamp } }));
    expect(s.objects[bobChamp]!.damage).toBe(2);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(s.objects[e]!.rested).toBe(true);
    expect(s.objects[s.players[0]!.champion!]!.counters.enlighten ?? 0).toBe(0);
  });

  it('a unit with spellshroud can not be its target', () => {
    let s = withDef(asClass(mainPhaseOf(A), A, 'mage'), phantasia);
    let e: string, p: string;
    [s, e] = place(s, A, endura);
    [s] = place(s, B, stone);
    [s, p] = place(s, B, phantasia);
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.enlighten = 3; });
    s = useAbility(s, A, e, 1);
    const choices = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } | null }).target?.id ?? null);
    expect(choices).not.toContain(p);
  });
});

describe('apotheosis-rite', () => {
  const rite = scriptedDef('apotheosis-rite');

  it('banish it: your champion becomes an Ascendant in addition to its other types (for good), and you draw a card', () => {
    let s = mainPhaseOf(A);
    let r: string;
    [s, r] = place(s, A, rite);
    const champ = s.players[0]!.champion!;
    const types = layeredDef(s, s.objects[champ]!)?.subtypes ?? s.defs[s.objects[champ]!.def]!.subtypes;
    expect(types).not.toContain('ASCENDANT');
    const hand = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, r, 0));
    expect(player(s, A).hand.length).toBe(hand + 1);
    const after = layeredDef(s, s.objects[champ]!)!;
    expect(after.subtypes).toContain('ASCENDANT');
    expect(after.subtypes).toEqual(expect.arrayContaining(s.defs[s.objects[champ]!.def]!.subtypes));
    expect(after.types).toContain('CHAMPION');
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(layeredDef(s, s.objects[champ]!)!.subtypes).toContain('ASCENDANT');
    expect(layeredDef(s, s.objects[s.players[1]!.champion!]!)?.subtypes ?? []).not.toContain('ASCENDANT');
  });

  it('Divine Relic: only one such card in a material deck', () => {
    const defs = { [rite.slug]: rite };
    const deck = { main: [], material: [rite.slug, rite.slug] };
    expect(validateDeck(deck, defs).join()).toMatch(/Divine Relic/);
    expect(validateDeck({ main: [], material: [rite.slug] }, defs).join()).not.toMatch(/Divine Relic/);
  });
});

/** Everybody passes until the top of the stack resolves or a decision comes up. */
function passOnce(s: S): S {
  for (let i = 0; i < 6 && s.stack.length > 0 && !s.pending; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
  return s;
}
void materialize;
