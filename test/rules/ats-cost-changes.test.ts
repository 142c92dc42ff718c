// Cost changes made by a resolution for the turn (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost):
// "the next <kind of card> you activate this turn costs N less", "cards your opponents activate this turn cost N more". Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../src/engine/index.js';
import { costToPay } from '../../src/engine/play/costs.js';
import { A, B, act, addCard, atMain, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const spell = (slug: string, effects: Effect[]): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve: effects });
const beast = defineCard({ slug: 'test-beast', name: 'test-beast', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(4), power: 2, life: 2 }, {});
const trinket = defineCard({ slug: 'test-trinket', name: 'test-trinket', types: ['ACTION'], element: 'NORM', cost: reserve(2), speed: true }, {});

function resolve(s: GameState, who: PlayerId, def: CardDef): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), who, def.slug);
  return passUntil(payReserve(act(s, who, { type: 'activate', card }), who), (t) => t.stack.length === 0 && !t.pending);
}

/** What `who` would be asked to pay for a card of `def` activated now (the draft's reserve). */
function asked(s: GameState, who: PlayerId, def: CardDef): number {
  let card: string;
  [s, card] = addCard(withDef(s, def), who, def.slug);
  for (let i = 0; i < 6; i++) [s] = addCard(s, who, 'smoke-out');
  s = act(s, who, { type: 'activate', card });
  if (s.pending?.kind !== 'activation') return 0;
  return s.pending.draft.reserveNeeded;
}

describe('Cost changes that last the turn (parts-of-a-card-cost.md#parts-of-a-card-cost)', () => {
  it('"the next Beast ally you activate this turn costs 3 less": once, only for a card that fits', () => {
    let s = resolve(newGame({ first: A }), A, spell('test-call', [{ op: 'costChange', amount: -3, who: 'you', filter: { type: 'ALLY', subtype: 'BEAST' }, next: true }]));
    expect(asked(s, A, trinket)).toBe(2); // does not fit: unchanged
    expect(asked(s, A, beast)).toBe(1);
    s = resolve(s, A, trinket); // an activation of another kind does not use it up
    expect(asked(s, A, beast)).toBe(1);
    for (let i = 0; i < 6; i++) [s] = addCard(s, A, 'smoke-out');
    s = resolve(s, A, beast); // the first Beast uses it up
    expect(asked(s, A, beast)).toBe(4);
  });

  it('a change that is not "next" applies to every card it fits this turn, and ends with the turn', () => {
    let s = resolve(newGame({ first: A }), A, spell('test-fumes', [{ op: 'costChange', amount: 1, who: 'opponents' }]));
    expect(asked(s, A, trinket)).toBe(2); // not for its controller
    // Bob has no Opportunity in Alice's turn: what he would pay, from the cost rules directly.
    expect(costToPay(withDef(s, trinket), B, trinket, 0, 'activate')).toBe(3);
    expect(costToPay(withDef(s, beast), B, beast, 0, 'activate')).toBe(5);
    s = passUntil(s, atMain(B));
    expect(asked(s, B, trinket)).toBe(2);
  });

  it('an unused "next" change ends with the turn too', () => {
    let s = resolve(newGame({ first: A }), A, spell('test-call', [{ op: 'costChange', amount: -3, who: 'you', filter: { type: 'ALLY' }, next: true }]));
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(asked(s, A, beast)).toBe(4);
  });
});
