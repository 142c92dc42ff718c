// "Choose a … card in a champion's lineage and banish it" (src/engine/effects/lineage-card-banish.ts;
// glossary/game-terms.md#inner-lineage, glossary/game-terms.md#banish).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { A, B, activateFromHand, addCard, mainPhaseOf, player, resolveAll, withDef } from '../cards/doa/support.js';
import { edit } from '../engine/helpers.js';

const hex = defineCard({ slug: 'test-hex', name: 'Test Hex', types: ['ITEM'], subtypes: ['CURSE'], element: 'NORM', cost: reserve(0) }, {});
const charm = defineCard({ slug: 'test-charm', name: 'Test Charm', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {});
const purge = defineCard({ slug: 'test-purge', name: 'Test Purge', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'banishLineageCard', filter: { subtype: 'CURSE' } }] });

describe('banishing a card from a lineage', () => {
  it('the only card of the kind is banished without a choice; other lineage cards stay', () => {
    let s = withDef(withDef(mainPhaseOf(A), hex), charm);
    let h: string, c: string;
    [s, h] = addCard(s, B, hex.slug, 'banishment');
    [s, c] = addCard(s, B, charm.slug, 'banishment');
    s = edit(s, (t) => {
      t.players[1]!.banishment = [];
      t.objects[t.players[1]!.champion!]!.lineage.push(c, h);
    });
    [s] = activateFromHand(s, A, purge);
    s = resolveAll(s);
    const lineage = s.objects[s.players[1]!.champion!]!.lineage;
    expect(lineage).not.toContain(h);
    expect(lineage).toContain(c);
    expect(player(s, B).banishment).toEqual([h]);
  });

  it('none of the kind: nothing happens', () => {
    let s = withDef(mainPhaseOf(A), charm);
    const before = s.objects[s.players[1]!.champion!]!.lineage.length;
    [s] = activateFromHand(s, A, purge);
    s = resolveAll(s);
    expect(s.objects[s.players[1]!.champion!]!.lineage.length).toBe(before);
  });
});
