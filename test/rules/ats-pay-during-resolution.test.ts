// "You may pay (N). If you do, …" inside a resolution: a reserve cost paid from hand and with Reservable
// objects (game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules,
// glossary/keywords-and-abilities.md#reservable); sets of objects of one element
// (game-mechanics/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md#general-rules). Cards of our own.
import { describe, expect, it } from 'vitest';
import { characteristics, defineCard, draw, gainKeyword, memory, objectSet, reserve, staticAbility } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { hasKeyword } from '../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, edit, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const offer = defineCard({ slug: 'test-offer', name: 'test-offer', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {});
const offerDef: CardDef = { ...offer, onResolve: [{ op: 'payToDo', amount: 2, then: [draw(3)] }] };
const lyre = defineCard({ slug: 'test-lyre', name: 'test-lyre', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, { keywords: ['reservable'] });

function cast(hand: number, lyres = 0): GameState {
  let s = edit(passUntil(newGame({ first: A }), atMain(A)), (t) => { player(t, A).hand = []; player(t, A).memory = []; });
  s = withDef(withDef(s, offerDef), lyre);
  for (let i = 0; i < hand; i++) [s] = addCard(s, A, 'smoke-out');
  for (let i = 0; i < lyres; i++) [s] = addObject(s, A, 'test-lyre');
  let c: string;
  [s, c] = addCard(s, A, 'test-offer');
  return passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), (t) => t.pending?.kind === 'payToDo' || (t.stack.length === 0 && !t.pending));
}
const done = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

describe('Paying a cost during a resolution', () => {
  it('costs and memory (playing-cards-costs-and-memory.md#general-rules): the cards paid go into memory; only a full payment does it', () => {
    let s = cast(2);
    const hand = [...player(s, A).hand];
    expect(legalActions(s, A).filter((a) => a.type !== 'concede')).toEqual([
      ...hand.map((card) => ({ type: 'chooseReserve', card })), { type: 'mayAnswer', accept: false },
    ]);
    s = act(s, A, { type: 'chooseReserve', card: hand[0]! });
    refuse(s, A, { type: 'mayAnswer', accept: false }, 'playing-cards-costs-and-memory.md#general-rules'); // no declining once paying
    refuse(s, A, { type: 'chooseReserve', card: hand[0]! }, 'playing-cards-costs-and-memory.md#general-rules');
    s = done(act(s, A, { type: 'chooseReserve', card: hand[1]! }));
    expect(player(s, A).memory).toEqual(hand);
    expect(player(s, A).hand).toHaveLength(3);
    // Declined: nothing paid, nothing done.
    s = done(act(cast(2), A, { type: 'mayAnswer', accept: false }));
    expect(player(s, A).hand).toHaveLength(2);
    expect(player(s, A).memory).toHaveLength(0);
    // Too few cards: declining is the only answer.
    s = cast(1);
    expect(legalActions(s, A).filter((a) => a.type !== 'concede')).toEqual([{ type: 'mayAnswer', accept: false }]);
  });

  it('costs and memory (playing-cards-costs-and-memory.md#general-rules): a cost of (0) is paid by accepting, with no card', () => {
    const free: CardDef = { ...offer, slug: 'test-offer-free', onResolve: [{ op: 'payToDo', amount: 0, then: [draw(3)] }] };
    const start = () => {
      let s = edit(passUntil(newGame({ first: A }), atMain(A)), (t) => { player(t, A).hand = []; player(t, A).memory = []; });
      s = withDef(s, free);
      let c: string;
      [s, c] = addCard(s, A, 'test-offer-free');
      return passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), (t) => t.pending?.kind === 'payToDo' || (t.stack.length === 0 && !t.pending));
    };
    expect(legalActions(start(), A).filter((a) => a.type !== 'concede')).toEqual([{ type: 'mayAnswer', accept: true }, { type: 'mayAnswer', accept: false }]);
    const paid = done(act(start(), A, { type: 'mayAnswer', accept: true }));
    expect(player(paid, A).hand).toHaveLength(3);
    expect(player(paid, A).memory).toHaveLength(0);
    const declined = done(act(start(), A, { type: 'mayAnswer', accept: false }));
    expect(player(declined, A).hand).toHaveLength(0);
  });

  it('reservable (keywords-and-abilities.md#reservable): a Reservable object rests to pay 1 of the cost', () => {
    let s = cast(1, 1);
    const lyreId = Object.values(s.objects).find((o) => o.def === 'test-lyre')!.id;
    expect(legalActions(s, A)).toContainEqual({ type: 'restForReserve', object: lyreId });
    s = act(s, A, { type: 'restForReserve', object: lyreId });
    s = done(act(s, A, { type: 'chooseReserve', card: player(s, A).hand[0]! }));
    expect(s.objects[lyreId]!.rested).toBe(true);
    expect(player(s, A).hand).toHaveLength(3);
  });

  it('continuous effects (types-of-effects-continuous-effects/README.md#general-rules): a set of objects of one element', () => {
    const cloak = defineCard({ slug: 'test-cloak', name: 'test-cloak', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
      { abilities: [staticAbility(characteristics([gainKeyword('ambush')], objectSet('yourAllies', { element: 'UMBRA' })))] });
    const dark = defineCard({ slug: 'test-dark', name: 'test-dark', types: ['ALLY'], element: 'UMBRA', cost: reserve(0), power: 1, life: 1 }, {});
    const light = defineCard({ slug: 'test-light', name: 'test-light', types: ['ALLY'], element: 'LUXEM', cost: reserve(0), power: 1, life: 1 }, {});
    let s = withDef(withDef(withDef(newGame({ first: A }), cloak), dark), light);
    let d: string, l: string, theirs: string;
    [s] = addObject(s, A, 'test-cloak');
    [s, d] = addObject(s, A, 'test-dark');
    [s, l] = addObject(s, A, 'test-light');
    [s, theirs] = addObject(s, B, 'test-dark');
    expect([d, l, theirs].map((id) => hasKeyword(s, s.objects[id]!, 'ambush'))).toEqual([true, false, false]);
  });
});
