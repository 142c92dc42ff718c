// Effects whose player picks cards or a number as they resolve (src/engine/effects/card-picks.ts):
// reveal until (glossary/game-terms.md#reveal), draw up to N (glossary/game-terms.md#draw),
// discard up to N (glossary/game-terms.md#discard). Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, memory, reserve } from '../../src/cards/define.js';
import type { Effect } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, addObject, atMain, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';
import { settle } from '../cards/regalia-b-support.js';

const wet = defineCard({ slug: 'test-wet', name: 'test-wet', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, {});
const dry = defineCard({ slug: 'test-dry', name: 'test-dry', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const relic = (effect: Effect) => defineCard({ slug: `test-pick-${effect.op}`, name: 'test-pick', types: ['ITEM'], element: 'NORM', cost: memory(0) }, { abilities: [activated([], [effect])] });

function start(effect: Effect, deck: ('wet' | 'dry')[], hand: ('wet' | 'dry')[] = [], omens = 0): { s: GameState; deck: string[]; hand: string[] } {
  const r = relic(effect);
  let s = withDef(withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), wet), dry), r);
  const ids = (list: ('wet' | 'dry')[], zone: 'mainDeck' | 'hand') => list.map((k) => { let c: string; [s, c] = addCard(s, A, k === 'wet' ? wet.slug : dry.slug, zone); return c; });
  s = edit(s, (u) => { u.players[0]!.hand = []; u.players[0]!.mainDeck = []; u.players[0]!.memory = []; });
  const d = ids(deck, 'mainDeck');
  const h = ids(hand, 'hand');
  s = edit(s, (u) => { u.players[0]!.mainDeck = [...d]; }); // top first, as listed
  for (const c of ids(Array.from({ length: omens }, () => 'dry' as const), 'hand')) {
    s = edit(s, (u) => { u.players[0]!.hand = u.players[0]!.hand.filter((x) => x !== c); u.players[0]!.banishment = [...u.players[0]!.banishment, c]; u.cardCounters = { ...u.cardCounters, [c]: { omen: 1 } }; });
  }
  let o: string;
  [s, o] = addObject(s, A, r.slug);
  s = passUntil(act(s, A, { type: 'activateAbility', object: o, index: 0 }), (t) => t.pending?.kind === 'cardPick' || (t.stack.length === 0 && !t.pending));
  return { s, deck: d, hand: h };
}

describe('cards picked as an effect resolves', () => {
  it('reveal until a card of the kind: the cards revealed up to it are offered, one goes to hand, the rest to the bottom (glossary/game-terms.md#reveal)', () => {
    let { s, deck } = start({ op: 'revealUntil', filter: { element: 'WATER' } }, ['dry', 'wet', 'dry']);
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCard')).toHaveLength(2);
    refuse(s, A, { type: 'chooseCard', card: deck[2]! }, 'game-terms.md#reveal'); // not revealed
    s = settle(act(s, A, { type: 'chooseCard', card: deck[0]! }));
    expect(player(s, A).hand).toEqual([deck[0]]);
    expect(player(s, A).mainDeck).toEqual([deck[2], deck[1]]);
  });

  it('draw up to N: the number first, then that many cards from hand shuffled into the deck (glossary/game-terms.md#draw)', () => {
    let { s } = start({ op: 'drawUpToThenShuffle', max: 2 }, ['dry', 'dry', 'dry'], ['wet']);
    refuse(s, A, { type: 'declareX', x: 3 }, 'game-terms.md#draw');
    s = act(s, A, { type: 'declareX', x: 1 });
    expect(player(s, A).hand).toHaveLength(2);
    s = settle(act(s, A, legalActions(s, A).find((a) => a.type === 'chooseCard')!));
    expect(player(s, A).hand).toHaveLength(1);
    expect(player(s, A).mainDeck).toHaveLength(3);
  });

  it('discard up to N cards of a kind, then draw as many: the player may stop early (glossary/game-terms.md#discard)', () => {
    let { s, hand } = start({ op: 'discardUpToThenDraw', max: 2, filter: { type: 'ALLY' } }, ['wet', 'wet'], ['dry', 'wet', 'dry']);
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCard').map((a) => a.type === 'chooseCard' && a.card).sort()).toEqual([hand[0], hand[2]].sort());
    s = settle(act(act(s, A, { type: 'chooseCard', card: hand[2]! }), A, { type: 'chooseTarget', target: null }));
    expect(player(s, A).graveyard).toEqual([hand[2]]);
    expect(player(s, A).hand).toHaveLength(3); // two kept, one drawn
  });

  it('pay X, X at most your omens: X chosen first (0 declines), then paid card by card; the effect sees that X (playing-cards-costs-and-memory.md#general-rules)', () => {
    let { s } = start({ op: 'payXToDo', max: 'omens', then: [{ op: 'scaled', x: { of: 'x' }, effect: { op: 'draw', who: 'you', count: 0 } }] }, ['dry', 'dry', 'dry'], ['wet', 'wet', 'wet']);
    expect(s.pending).toBeNull(); // no omens: nothing to pay
    ({ s } = start({ op: 'payXToDo', max: 'omens', then: [{ op: 'scaled', x: { of: 'x' }, effect: { op: 'draw', who: 'you', count: 0 } }] }, ['dry', 'dry', 'dry'], ['wet', 'wet', 'wet'], 2));
    expect(legalActions(s, A).filter((a) => a.type === 'declareX').map((a) => a.type === 'declareX' && a.x)).toEqual([0, 1, 2]);
    s = act(s, A, { type: 'declareX', x: 2 });
    for (let i = 0; i < 2; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = settle(s);
    expect(player(s, A).hand).toHaveLength(3); // 3, minus 2 paid, plus 2 drawn
    expect(player(s, A).memory).toHaveLength(2);
  });
});
