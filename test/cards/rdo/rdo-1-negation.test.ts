// rdo-1: "negate unless its controller pays" (cards with a printing in RDO).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, draw, onAttack, reserve, triggered } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, atMain, mainPhaseOf, passUntil, payReserve, player, withLevel } from '../doa/support.js';
import { as, fill, paid, place } from '../doa/round2-helpers.js';
import { addCards, cast } from './rdo-1-support.js';

const bobSpell = defineCard({ slug: 'test-b-draw', name: 'Bob Draw', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(3)] });
const bobAttack = defineCard({ slug: 'test-b-attack', name: 'Bob Attack', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 2 }, { abilities: [triggered(onAttack(), [draw(2)])] });
const aliceMayAct = (s: GameState) => !!s.opportunity && s.players[s.opportunity.player]!.id === A && !s.pending;
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

/** Bob activates `def` in his main phase (with `cards` in hand to pay with later); Alice may respond. */
function bobActivates(s: GameState, def: typeof bobSpell, cards = 0): GameState {
  s = passUntil(s, atMain(B));
  s = addCards(s, B, 'smoke-out', cards);
  s = addCards(s, B, def.slug, 1, 'hand', def);
  s = payReserve(act(s, B, { type: 'activate', card: player(s, B).hand.at(-1)! }), B);
  return passUntil(s, aliceMayAct);
}
/** Alice answers with `def` targeting the top of the stack; resolves until Bob is asked to pay. */
function respond(s: GameState, def: ReturnType<typeof scriptedDef>): GameState {
  const item = s.stack.at(-1)!.id;
  s = fill(s, A, 6);
  s = addCards(s, A, def.slug, 1, 'hand', def);
  s = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
  s = act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: item } });
  s = payReserve(s, A);
  return passUntil(s, (t) => t.pending?.kind === 'payToDo' || t.stack.length === 0);
}

describe("'frostbind'", () => {
  const def = scriptedDef('frostbind');
  it('negates target card activation and banishes its card unless its controller pays (2)', () => {
    let s = respond(bobActivates(as(mainPhaseOf(A), A, 'cleric', 'WATER'), bobSpell, 2), def);
    expect(s.pending?.kind === 'payToDo' && s.pending.player).toBe(B);
    const deck = player(s, B).mainDeck.length;
    const declined = settle(act(s, B, { type: 'mayAnswer', accept: false }));
    expect(player(declined, B).mainDeck.length).toBe(deck);
    expect(player(declined, B).banishment.map((c) => declined.cards[c]!.def)).toContain('test-b-draw');
    let paidUp = s;
    for (let i = 0; i < 2; i++) paidUp = act(paidUp, B, legalActions(paidUp, B).find((a) => a.type === 'chooseReserve')!);
    paidUp = settle(paidUp);
    expect(player(paidUp, B).mainDeck.length).toBe(deck - 3);
  });

  it('the (2) can be paid by resting reservable objects (ruling)', () => {
    let s = mainPhaseOf(A);
    let frac: string;
    [s, frac] = place(s, B, scriptedDef('fractal-of-mana'));
    s = respond(bobActivates(as(s, A, 'cleric', 'WATER'), bobSpell, 1), def);
    expect(legalActions(s, B)).toContainEqual({ type: 'restForReserve', object: frac });
    s = act(s, B, { type: 'restForReserve', object: frac });
    s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseReserve')!);
    const deck = player(s, B).mainDeck.length;
    s = settle(s);
    expect(player(s, B).mainDeck.length).toBe(deck - 3);
    expect(s.objects[frac]!.rested).toBe(true);
  });

  it('a negated attack card never starts combat: no On Attack, and the champion stays rested (ruling)', () => {
    let s = passUntil(passUntil(mainPhaseOf(A), atMain(B)), atMain(A)); // Bob may attack on his second turn
    s = respond(bobActivates(as(s, A, 'cleric', 'WATER'), bobAttack), def);
    const deck = player(s, B).mainDeck.length;
    s = settle(act(s, B, { type: 'mayAnswer', accept: false }));
    expect(s.combat ?? null).toBeNull();
    expect(player(s, B).mainDeck.length).toBe(deck);
    expect(s.objects[player(s, B).champion!]!.rested).toBe(true);
  });
});

describe("'flash-freeze'", () => {
  const def = scriptedDef('flash-freeze');
  it('costs 2 less for a Cleric; negates unless its controller pays (LV), LV being your champion level', () => {
    let s = withLevel(as(mainPhaseOf(A), A, 'cleric', 'WATER'), A, 2);
    s = fill(s, A, 6);
    s = bobActivates(s, bobSpell, 4);
    const item = { kind: 'stack' as const, id: s.stack.at(-1)!.id };
    expect(paid(s, A, def, [item])).toBe(2);
    expect(paid(as(s, A, 'mage', 'WATER'), A, def, [item])).toBe(4);
    s = respond(s, def);
    expect(s.pending?.kind === 'payToDo' && s.pending.amount).toBe(3); // level 1 champion + 2 level counters
    s = settle(act(s, B, { type: 'mayAnswer', accept: false }));
    expect(player(s, B).banishment.map((c) => s.cards[c]!.def)).toContain('test-b-draw');
    void cast;
  });
});
