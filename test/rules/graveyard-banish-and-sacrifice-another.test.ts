// Choices made as an effect resolves, not targets: banishing cards picked from your own graveyard
// (game-mechanics/game-mechanics-game-zones/game-zones-graveyard.md#general-rules), and sacrificing
// another object you control (glossary/game-terms.md#sacrifice). Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, addObject, atMain, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const spell = (slug: string, effects: Effect[]): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve: effects });
const soldier = defineCard({ slug: 'test-soldier', name: 'test-soldier', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});

function cast(s: GameState, def: CardDef): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  return passUntil(payReserve(act(s, A, { type: 'activate', card }), A), (t) => !!t.pending && t.pending.kind !== 'activation' || (t.stack.length === 0 && !t.pending));
}
const cardsOffered = (s: GameState) => legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));

describe('banishing cards picked from your graveyard (game-zones-graveyard.md#general-rules)', () => {
  const recall = spell('test-recall', [{ op: 'banishFromGraveyard', filter: { type: 'ALLY' }, max: 2, each: [draw(1)], then: [draw(1)] }]);

  it('only matching cards of your own graveyard, up to the limit; each one and then once follow', () => {
    let s = passUntil(newGame({ first: A }), atMain(A));
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      let c: string;
      [s, c] = addCard(withDef(s, soldier), A, soldier.slug, 'graveyard');
      ids.push(c);
    }
    let spellCard: string;
    [s, spellCard] = addCard(s, A, 'smoke-out', 'graveyard'); // not an ally
    s = cast(s, recall);
    expect(s.pending?.kind).toBe('banishFromGraveyard');
    expect(cardsOffered(s)).toEqual(ids);
    expect(cardsOffered(s)).not.toContain(spellCard);
    refuse(s, A, { type: 'chooseTarget', target: { kind: 'card', id: spellCard } }, 'game-zones-graveyard.md');
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: ids[0]! } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: ids[1]! } }); // the limit: done
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([ids[0], ids[1]]));
    expect(player(s, A).graveyard).toContain(ids[2]);
    expect(player(s, A).hand.length).toBe(hand + 3);
  });

  it('picking none declines: nothing follows; with no matching card nothing is asked', () => {
    let s = passUntil(newGame({ first: A }), atMain(A));
    [s] = addCard(withDef(s, soldier), A, soldier.slug, 'graveyard');
    s = cast(s, recall);
    const hand = player(s, A).hand.length;
    s = passUntil(act(s, A, { type: 'chooseTarget', target: null }), (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, A).hand.length).toBe(hand);
    const empty = cast(passUntil(newGame({ first: A }), atMain(A)), recall);
    expect(empty.pending).toBeNull();
  });
});

describe('sacrificing another object you control (game-terms.md#sacrifice)', () => {
  const offering = spell('test-offering', [{ op: 'sacrificeAnother', filter: { type: 'ALLY' }, then: [draw(2)] }]);

  it('one of your own objects of the kind goes to the graveyard; only then do the rest follow; declining is allowed', () => {
    let s = passUntil(newGame({ first: A }), atMain(A));
    let mine: string;
    [s, mine] = addObject(withDef(s, soldier), A, soldier.slug);
    s = cast(s, offering);
    expect(legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []))).toEqual([{ kind: 'object', id: mine }, null]);
    const hand = player(s, A).hand.length;
    s = passUntil(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: mine } }), (t) => t.stack.length === 0 && !t.pending);
    expect(s.objects[mine]).toBeUndefined();
    expect(player(s, A).hand.length).toBe(hand + 2);

    [s, mine] = addObject(s, A, soldier.slug);
    s = cast(s, offering);
    s = passUntil(act(s, A, { type: 'chooseTarget', target: null }), (t) => t.stack.length === 0 && !t.pending);
    expect(s.objects[mine]).toBeDefined();
  });
});
