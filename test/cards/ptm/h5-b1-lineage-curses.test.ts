// h5-b1: Curse cards that go to the bottom of a champion's lineage.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, atMain, champion, edit, passUntil, player } from '../../engine/helpers.js';
import { activate } from '../amb/scenario.js';
import { acceptAll, addCards, aliceAs, drive } from '../amb/amb1-support.js';
import { attackWithCard } from '../doa/round2-helpers.js';

const def = scriptedDef;
const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const curse = defineCard({ slug: 'h5b1-curse', name: 'A Curse', types: ['ACTION'], subtypes: ['CURSE'], element: 'NORM', cost: reserve(0) }, {});
const filler = defineCard({ slug: 'h5b1-filler', name: 'Filler', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {});

/** One more Curse card at the bottom of Alice's champion's lineage. */
function withCurseInLineage(s: GameState): GameState {
  let ids: string[];
  [s, ids] = addCards(s, A, curse, 'graveyard');
  return edit(s, (t) => {
    player(t, A).graveyard = player(t, A).graveyard.filter((c) => c !== ids[0]);
    const c = t.objects[player(t, A).champion!]!;
    c.lineage = [ids[0]!, ...c.lineage];
  });
}
const inLineage = (s: GameState, slug: string) => champion(s, A).lineage.some((c) => s.cards[c]!.def === slug);

describe('h5-b1 lineage curses', () => {
  it("'umbra-sight': draw; you may draw into memory and put it under your champion's lineage, then 2 damage per Curse card there", () => {
    let s = withCurseInLineage(aliceAs({ classes: ['CLERIC'], elements: EVERY }));
    s = edit(s, (t) => { player(t, A).hand = []; player(t, A).memory = []; });
    [s] = addCards(s, A, filler, 'hand', 0);
    [s] = activate(s, A, def('umbra-sight'));
    s = drive(s, acceptAll);
    expect(inLineage(s, 'umbra-sight')).toBe(true);
    expect([player(s, A).hand.length, player(s, A).memory.length]).toEqual([1, 1]);
    expect(champion(s, A).damage).toBe(4);
    // Declined: only the draw.
    let t = aliceAs({ classes: ['CLERIC'], elements: EVERY });
    [t] = activate(t, A, def('umbra-sight'));
    t = drive(t);
    expect(inLineage(t, 'umbra-sight')).toBe(false);
    expect(champion(t, A).damage).toBe(0);
    expect(player(t, A).graveyard.some((c) => t.cards[c]!.def === 'umbra-sight')).toBe(true);
  });

  it("'reflected-blight': a graveyard card returns to memory; it goes under your lineage and deals 1 per Curse card there, each a separate instance (ruling)", () => {
    const run = () => {
      let s = withCurseInLineage(aliceAs({ classes: ['CLERIC'], elements: EVERY }));
      let back: string[];
      [s, back] = addCards(s, A, filler, 'graveyard');
      [s] = activate(s, A, def('reflected-blight'), [{ kind: 'card', id: back[0]! }]);
      s = drive(s);
      return { s, back: back[0]! };
    };
    const { s, back } = run();
    expect(player(s, A).memory).toContain(back);
    expect(inLineage(s, 'reflected-blight')).toBe(true);
    expect(champion(s, A).damage).toBe(2);
    // Two damage events of 1 (unpreventable), not one of 2.
    expect(s.log.filter((l) => l.text.endsWith('is dealt 1 damage (unpreventable).')).length).toBe(2);
    expect(s.log.some((l) => l.text.endsWith('is dealt 2 damage (unpreventable).'))).toBe(false);
  });

  it("'haunting-demise': with the class bonus, On Champion Hit it goes under the hit champion's lineage; that champion takes 1 unpreventable at its recollection", () => {
    let s = passUntil(passUntil(aliceAs({ classes: ['ASSASSIN'], elements: EVERY }), atMain(B)), atMain(A));
    s = attackWithCard(s, A, def('haunting-demise'), champion(s, B).id);
    s = drive(s);
    const bobs = champion(s, B);
    expect(bobs.lineage.some((c) => s.cards[c]!.def === 'haunting-demise')).toBe(true);
    const before = bobs.damage;
    s = passUntil(s, atMain(B));
    expect(champion(s, B).damage).toBe(before + 1);
  });
});
