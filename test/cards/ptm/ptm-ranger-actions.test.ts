// PTM Ranger actions (and other fast actions on targets): distance, Aetherwing loading, destruction, prevention.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { cardHasKeyword, floatingMemoryCards, hasKeyword } from '../../../src/engine/state/query.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, newGame, passUntil, player, withDef } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, place, play, settle } from '../amb/scenario.js';
import { bolt } from '../doa/round2-helpers.js';
import { ALL, aetherwing, plainBow, trinket, ally } from './ptm-support.js';

const start = (classes: string[], elements: Parameters<typeof asChampion>[2]['elements'] = ['NORM']) => asChampion(newGame({ first: A }), A, { classes, elements });
const targetsOffered = (s: ReturnType<typeof newGame>, who = A) => legalActions(s, who).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
/** `who` starts activating `def` from hand (its target choice is pending). */
function activating(s: GameState, who: PlayerId, def: CardDef): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), who, def.slug);
  return act(s, who, { type: 'activate', card });
}
const hit = (s: ReturnType<typeof newGame>, who: typeof A, id: string) => play(s, who, bolt, [objectTarget(id)]);

describe('crumbling-reign', () => {
  const def = scriptedDef('crumbling-reign');
  it("'crumbling-reign': destroys a target item or weapon, and only those", () => {
    let s = start(['RANGER'], ALL);
    let item: string, bow: string, guard: string;
    [s, item] = place(s, B, trinket);
    [s, bow] = place(s, B, plainBow);
    [s, guard] = place(s, B, ally('test-guard', ['HUMAN']));
    const offered = targetsOffered(activating(s, A, def));
    expect(offered).toContain(item);
    expect(offered).toContain(bow);
    expect(offered).not.toContain(guard);
    const t = play(s, A, def, [objectTarget(bow)]);
    expect(t.field).not.toContain(bow);
    expect(t.field).toContain(item);
  });
});

describe('peer-beyond', () => {
  const def = scriptedDef('peer-beyond');
  it("'peer-beyond': target unit gains true sight until end of turn; Ephemerate (1) from the graveyard", () => {
    let s = start(['RANGER']);
    let guard: string;
    [s, guard] = place(s, A, ally('test-guard', ['HUMAN']));
    s = play(s, A, def, [objectTarget(guard)]);
    expect(hasKeyword(s, s.objects[guard]!, 'trueSight')).toBe(true);
    const card = player(s, A).graveyard.find((c) => s.cards[c]!.def === def.slug)!;
    expect(legalActions(s, A)).toContainEqual({ type: 'ephemerate', card });
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[guard]!, 'trueSight')).toBe(false);
  });
});

describe('singeing-leap', () => {
  const def = scriptedDef('singeing-leap');
  it("'singeing-leap': 1 damage to your champion, then it becomes distant; Ephemerate (2) only with the Ranger class bonus", () => {
    let s = start(['RANGER'], ['FIRE']);
    s = play(s, A, def);
    expect(champion(s, A).damage).toBe(1);
    expect(champion(s, A).distant).toBe(true);
    const card = player(s, A).graveyard.find((c) => s.cards[c]!.def === def.slug)!;
    expect(legalActions(s, A)).toContainEqual({ type: 'ephemerate', card });
    let w = start(['WARRIOR'], ['FIRE']);
    let c2: string;
    [w, c2] = addCard(play(w, A, def), A, def.slug, 'graveyard');
    expect(legalActions(w, A).some((a) => a.type === 'ephemerate' && a.card === c2)).toBe(false);
  });
});

describe('aetherwings-ward', () => {
  const def = scriptedDef('aetherwings-ward');
  it("'aetherwings-ward': your Aetherwing gains spellshroud this turn; a card only while your champion is distant", () => {
    let s = start(['RANGER']);
    let wing: string, bow: string;
    [s, wing] = place(s, A, aetherwing);
    [s, bow] = place(s, A, plainBow);
    const t = activating(s, A, def);
    expect(targetsOffered(t)).toEqual([wing]);
    expect(targetsOffered(t)).not.toContain(bow);
    const hand = player(s, A).hand.length;
    let u = play(s, A, def, [objectTarget(wing)]);
    expect(hasKeyword(u, u.objects[wing]!, 'spellshroud')).toBe(true);
    // The card in hand and its 2 reserve: no draw while not distant.
    expect(player(u, A).hand.length).toBe(hand - 2);
    u = play({ ...s, objects: { ...s.objects, [champion(s, A).id]: { ...champion(s, A), distant: true } } }, A, def, [objectTarget(wing)]);
    expect(player(u, A).hand.length).toBe(hand - 2 + 1);
  });
});

describe('false-step', () => {
  const def = scriptedDef('false-step');
  it("'false-step': 2 of each damage to your champion this turn is prevented; it becomes distant; paying (2) makes your allies distant", () => {
    let s = start(['RANGER'], ['UMBRA']);
    let guard: string;
    [s, guard] = place(s, A, ally('test-guard', ['HUMAN']));
    let [t] = activate(s, A, def);
    t = settle(t); // declines to pay
    expect(champion(t, A).distant).toBe(true);
    expect(t.objects[guard]!.distant).toBeFalsy();
    t = hit(t, A, champion(t, A).id);
    t = hit(t, A, champion(t, A).id);
    expect(champion(t, A).damage).toBe(6); // 5 - 2, twice
    // Paying (2): the allies too.
    let u: typeof s;
    [u] = activate(s, A, def);
    u = passUntil(u, (x) => x.pending?.kind === 'payToDo');
    for (let i = 0; i < 2; i++) u = act(u, A, legalActions(u, A).find((a) => a.type === 'chooseReserve')!);
    u = settle(u);
    expect(u.objects[guard]!.distant).toBe(true);
  });
});

describe('refreshing-charge', () => {
  const def = scriptedDef('refreshing-charge');
  it("'refreshing-charge': recover 3, then it may be loaded into your Aetherwing; Floating Memory with the Ranger bonus", () => {
    let s = start(['RANGER'], ['WATER']);
    s = { ...s, objects: { ...s.objects, [champion(s, A).id]: { ...champion(s, A), damage: 5 } } };
    let wing: string;
    [s, wing] = place(s, A, aetherwing);
    const t = play(s, A, def, [], { accept: true });
    expect(champion(t, A).damage).toBe(2);
    expect(t.objects[wing]!.loaded?.length).toBe(1);
    const declined = play(s, A, def);
    expect(declined.objects[wing]!.loaded ?? []).toEqual([]);
    let g = start(['RANGER'], ['WATER']);
    let card: string;
    [g, card] = addCard(withDef(g, def), A, def.slug, 'graveyard');
    expect(floatingMemoryCards(g, A)).toContain(card);
    g = asChampion(g, A, { classes: ['MAGE'], elements: ['WATER'] });
    expect(floatingMemoryCards(g, A)).not.toContain(card);
  });
});

describe('burning-aethercharge', () => {
  const def = scriptedDef('burning-aethercharge');
  it("'burning-aethercharge': 2 damage to target champion, then it may be loaded; Kindle 2 only with the Ranger bonus", () => {
    let s = start(['RANGER'], ['FIRE']);
    let wing: string;
    [s, wing] = place(s, A, aetherwing);
    expect(targetsOffered(activating(s, A, def))).toContain(champion(s, B).id);
    expect(targetsOffered(activating(s, A, def))).not.toContain(wing);
    const t = play(s, A, def, [objectTarget(champion(s, B).id)], { accept: true });
    expect(champion(t, B).damage).toBe(2);
    expect(t.objects[wing]!.loaded?.length).toBe(1);
    const w = start(['WARRIOR'], ['FIRE']);
    expect(cardHasKeyword(s, A, def, 'kindle')).toBe(true);
    expect(cardHasKeyword(w, A, def, 'kindle')).toBe(false);
  });
});

describe('calming-breeze', () => {
  const def = scriptedDef('calming-breeze');
  it("'calming-breeze': this turn, damage of 3 or less to your champion is prevented, more is not", () => {
    let s = start(['CLERIC'], ['WIND']);
    s = play(s, A, def);
    const small = { ...bolt, slug: 'test-small-bolt', onResolve: [{ op: 'dealDamage' as const, to: { ref: 'target' as const, index: 0 }, amount: 3 }] };
    s = play(s, A, small, [objectTarget(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(0);
    s = hit(s, A, champion(s, A).id);
    expect(champion(s, A).damage).toBe(5);
    s = passUntil(s, atMain(B));
    s = play(s, B, small, [objectTarget(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(8);
  });
});
