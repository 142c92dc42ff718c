// h6-trg: On Destroy (stocked-outpost).
import { describe, expect, it } from 'vitest';
import { defineCard, destroy, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, atMain, passUntil, player } from '../../engine/helpers.js';
import { objectTarget, objectsOf, place, play } from '../amb/scenario.js';
import { mainPhaseOf } from '../doa/support.js';
import { fill } from '../doa/round2-helpers.js';

const def = (slug: string) => scriptedDef(slug);
const wreck: CardDef = { ...defineCard({ slug: 'test-h6-wreck', name: 'Wreck', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}),
  targets: [{ kind: 'object' }], onResolve: [destroy(target(0))] };
/** Each player sacrifices a domain (Alice's is the only one). */
const scrapFor = (_who: string): CardDef => ({ ...defineCard({ slug: 'test-h6-scrap', name: 'Scrap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}),
  onResolve: [{ op: 'eachSacrifices', filter: { type: 'DOMAIN' } }] });
const memoryOf = (s: GameState, who: string) => player(s, who).memory.length;

describe('stocked-outpost', () => {
  it("'stocked-outpost': entering draws you a card into memory", () => {
    let s = fill(mainPhaseOf(A), A, 2);
    const deck = player(s, A).mainDeck.length;
    s = play(s, A, def('stocked-outpost'));
    expect(objectsOf(s, 'stocked-outpost')).toHaveLength(1);
    expect(deck - player(s, A).mainDeck.length).toBe(1);
  });
  it("'stocked-outpost': destroyed during an opponent's turn, that opponent draws into their memory; during yours, nobody does", () => {
    let s = mainPhaseOf(A);
    let o: string;
    [s, o] = place(s, A, def('stocked-outpost'), { counters: { durability: 3 } });
    s = passUntil(s, atMain(B));
    const bob = memoryOf(s, B), alice = memoryOf(s, A);
    s = play(s, B, wreck, [objectTarget(o)]);
    expect(s.objects[o]).toBeUndefined();
    expect(memoryOf(s, B)).toBe(bob + 1);
    expect(memoryOf(s, A)).toBe(alice);
    let t = mainPhaseOf(A);
    [t, o] = place(t, A, def('stocked-outpost'), { counters: { durability: 3 } });
    const deckA = player(t, A).mainDeck.length, deckB = player(t, B).mainDeck.length;
    t = play(t, A, wreck, [objectTarget(o)]);
    expect([player(t, A).mainDeck.length, player(t, B).mainDeck.length]).toEqual([deckA, deckB]);
  });
  it("'stocked-outpost': sacrificed, it is not destroyed: nothing", () => {
    let o: string;
    // The same on Alice's turn, sacrificed instead of destroyed: Bob draws nothing.
    let t = fill(mainPhaseOf(A), A, 2);
    [t, o] = place(t, A, def('stocked-outpost'), { counters: { durability: 3 } });
    t = passUntil(t, atMain(B));
    const deckB = player(t, B).mainDeck.length;
    t = play(t, B, scrapFor(A));
    expect(t.objects[o]).toBeUndefined();
    expect(player(t, B).mainDeck.length).toBe(deckB);
  });
});
