// Mechanics added for champion cards (the champions-lineage card tests), each with the rules page it follows.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, putCounters, reserve, self, triggered, whenever } from '../../src/cards/define.js';
import type { CardDef, Effect, EventFilter } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, addObject, atMain, edit, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const spell = (slug: string, element: CardDef['elements'][number], effects: Effect[] = []): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element, cost: reserve(0), speed: true }, {}), onResolve: effects });
const watcher = (slug: string, filter: EventFilter): CardDef =>
  defineCard({ slug, name: slug, types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
    { abilities: [triggered(whenever('activates', filter), [putCounters(self(), 'refinement', 1)])] });
const start = () => edit(passUntil(newGame({ first: A }), atMain(A)), (t) => {
  const def = t.defs[t.objects[t.players[0]!.champion!]!.def]!;
  def.elements = [...def.elements, 'UMBRA', 'WATER'];
});
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
function cast(s: GameState, def: CardDef): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, def), A, def.slug);
  return settle(payReserve(act(s, A, { type: 'activate', card: c }), A));
}

describe('advanced element cards in event filters (general-rules/general-rules-parts-of-a-card/parts-of-a-card-element.md#parts-of-a-card-element)', () => {
  it('rule 4: umbra is advanced; norm and the basic elements (fire, water, wind) are not', () => {
    let s = start();
    let w: string;
    [s, w] = addObject(withDef(s, watcher('test-adv-watch', { who: 'you', advancedElement: true })), A, 'test-adv-watch');
    s = cast(s, spell('test-norm', 'NORM'));
    s = cast(s, spell('test-water', 'WATER'));
    expect(s.objects[w]!.counters.refinement ?? 0).toBe(0);
    s = cast(s, spell('test-umbra', 'UMBRA'));
    expect(s.objects[w]!.counters.refinement).toBe(1);
  });
});
