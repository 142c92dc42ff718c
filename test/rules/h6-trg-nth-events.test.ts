// h6-trg: a "whenever" trigger on the player's Nth event of a kind this turn ('nthOfTurn', effects/nth-events.ts):
// a triggered ability triggers each time its event happens (rules/game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md#general-rules),
// here only when the event is the Nth of its kind that turn.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, memory, putCounters, reserve, self, triggered, whenever } from '../../src/cards/define.js';
import type { CardDef, EventFilter } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const TRIGGERED = 'rules/game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md#general-rules';
const watcher = (slug: string, event: 'draws' | 'activates', filter: EventFilter): CardDef =>
  defineCard({ slug, name: slug, types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, { abilities: [triggered(whenever(event, filter), [putCounters(self(), 'refinement', 1)])] });
const spell = (slug: string, subtypes: string[], draws = 0): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], subtypes, element: 'NORM', cost: reserve(0), speed: true }, { onResolve: draws ? [draw(draws)] : [] });

const start = () => passUntil(newGame({ first: A }), atMain(A));
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
function cast(s: GameState, who: string, def: CardDef): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, def), who, def.slug);
  return settle(payReserve(act(s, who, { type: 'activate', card: c }), who));
}

describe('The Nth event of the turn', () => {
  it(`${TRIGGERED}: the second card like this activated this turn triggers it; other kinds of cards are not counted`, () => {
    let s = withDef(start(), watcher('test-h6-second-rune', 'activates', { who: 'you', subtype: 'RUNE', nthOfTurn: 2 }));
    let w: string;
    [s, w] = addObject(s, A, 'test-h6-second-rune');
    s = cast(s, A, spell('test-h6-rune-a', ['RUNE']));
    s = cast(s, A, spell('test-h6-other', ['OTHER']));
    expect(s.objects[w]!.counters.refinement ?? 0).toBe(0);
    s = cast(s, A, spell('test-h6-rune-b', ['RUNE']));
    expect(s.objects[w]!.counters.refinement).toBe(1);
    s = cast(s, A, spell('test-h6-rune-c', ['RUNE']));
    expect(s.objects[w]!.counters.refinement).toBe(1);
  });

  it(`${TRIGGERED}: the second card drawn this turn, even within one draw of two; the count starts again each turn`, () => {
    let s = withDef(start(), watcher('test-h6-second-draw', 'draws', { who: 'opponent', nthOfTurn: 2 }));
    let w: string;
    [s, w] = addObject(s, A, 'test-h6-second-draw');
    s = passUntil(s, atMain(B)); // Bob drew his first card of the turn
    expect(s.objects[w]!.counters.refinement ?? 0).toBe(0);
    s = cast(s, B, spell('test-h6-draw-2', [], 2));
    expect(s.objects[w]!.counters.refinement).toBe(1);
    s = passUntil(s, atMain(A));
    expect(s.objects[w]!.counters.refinement).toBe(1);
  });
});
