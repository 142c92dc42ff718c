// A random card revealed from memory and checked ('glossary/game-terms.md#reveal'): the follow-up happens only when
// the revealed card is (or is not) of the kind named, and not at all when nothing could be revealed
// (revealRandomMemory ifRevealed, src/engine/effects/cleric-ops.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import type { Element } from '../../src/cards/vocabulary.js';
import { A, edit, player } from '../engine/helpers.js';
import { activate } from '../cards/amb/scenario.js';
import { addCards, aliceAs, drive } from '../cards/amb/amb1-support.js';

const card = (element: Element) => defineCard({ slug: `test-rr-${element.toLowerCase()}`, name: `Test ${element}`, types: ['ACTION'], element, cost: reserve(1) }, { onResolve: [] });
const check = defineCard({ slug: 'test-random-check', name: 'Test Random Check', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  { onResolve: [{ op: 'revealRandomMemory', who: 'you', count: 1, ifRevealed: { filter: { element: 'WATER' }, not: true, then: [draw(1)] } }] });

function drawn(element: Element | null): number {
  let s = edit(aliceAs({}), (t) => { player(t, A).memory = []; player(t, A).hand = []; });
  if (element) [s] = addCards(s, A, card(element), 'memory', 1);
  [s] = activate(s, A, check);
  const deck = player(s, A).mainDeck.length;
  s = drive(s);
  return deck - player(s, A).mainDeck.length;
}

describe("a random memory reveal with a check ('glossary/game-terms.md#reveal')", () => {
  it('"if it is not water": a fire card triggers the follow-up, a water card does not, an empty memory does not', () => {
    expect(drawn('FIRE')).toBe(1);
    expect(drawn('WATER')).toBe(0);
    expect(drawn(null)).toBe(0);
  });
});
