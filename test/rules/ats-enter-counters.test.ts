// Objects that enter the field with additional counters, by an effect lasting the turn
// (game-mechanics/game-mechanics-counters.md#general-rules). Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../src/engine/index.js';
import { A, act, addCard, atMain, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const spell = (effects: Effect[]): CardDef =>
  ({ ...defineCard({ slug: 'test-nurture', name: 'test-nurture', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve: effects });
const slime = defineCard({ slug: 'test-slime', name: 'test-slime', types: ['ALLY'], subtypes: ['SLIME'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
const golem = defineCard({ slug: 'test-golem', name: 'test-golem', types: ['ALLY'], subtypes: ['GOLEM'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});

/** Activate a card of `def` and let it resolve; the buff counters of the object its card became (if any). */
function play(s: GameState, who: PlayerId, def: CardDef): [GameState, number] {
  let card: string;
  [s, card] = addCard(withDef(s, def), who, def.slug);
  s = passUntil(payReserve(act(s, who, { type: 'activate', card }), who), (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
  const o = Object.values(s.objects).find((x) => x.card === card);
  return [s, o?.counters.buff ?? 0];
}

describe('Entering with additional counters (game-mechanics-counters.md#general-rules)', () => {
  it('"the next <kind> card you activate this turn enters with an additional counter": that card only', () => {
    let [s] = play(newGame({ first: A }), A, spell([{ op: 'enterCounters', counter: 'buff', count: 1, filter: { subtype: 'SLIME' }, next: true, activated: true }]));
    let n: number;
    [s, n] = play(s, A, golem);
    expect(n).toBe(0); // not of the kind: does not use it up
    [s, n] = play(s, A, slime);
    expect(n).toBe(1);
    [s, n] = play(s, A, slime);
    expect(n).toBe(0);
  });

  it('"<kind> allies that enter under your control this turn enter with an additional counter": each of them, this turn only', () => {
    let [s] = play(newGame({ first: A }), A, spell([{ op: 'enterCounters', counter: 'buff', count: 2, filter: { subtype: 'SLIME' } }]));
    let n: number;
    [s, n] = play(s, A, slime);
    expect(n).toBe(2);
    [s, n] = play(s, A, slime);
    expect(n).toBe(2);
    [s, n] = play(s, A, golem);
    expect(n).toBe(0);
    s = passUntil(passUntil(s, atMain('bob')), atMain(A));
    [, n] = play(s, A, slime);
    expect(n).toBe(0);
  });
});
