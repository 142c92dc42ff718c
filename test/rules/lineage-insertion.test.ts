// An object put on the bottom of a champion's lineage (src/engine/effects/lineage-insertion.ts;
// glossary/game-terms.md#lineage-term, glossary/game-terms.md#inner-lineage): it leaves the field (On Leave
// triggers), its card goes into the inner lineage and nowhere else, and its Inherited Effects then apply.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, memory, onLeave, restSelf, triggered } from '../../src/cards/define.js';
import { A, act, mainPhaseOf, player, resolveAll } from '../cards/doa/support.js';
import { life, place } from '../cards/doa/round2-helpers.js';

const charm = defineCard({ slug: 'test-lineage-charm', name: 'Test Charm', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
  abilities: [
    { kind: 'activated', speed: 'fast', costs: [restSelf()], effects: [{ op: 'selfIntoLineage', champion: { ref: 'yourChampion' } }] },
    triggered(onLeave(), [draw(1)]),
    { kind: 'static', effect: { kind: 'modifyStat', affects: 'self', stat: 'life', amount: 3 }, inherited: true },
  ],
});

describe('putting an object into a lineage', () => {
  it('leaves the field for the inner lineage; On Leave triggers; the Inherited Effect now applies to the champion', () => {
    let s = mainPhaseOf(A);
    let c: string;
    [s, c] = place(s, A, charm);
    const card = s.objects[c]!.card!;
    const hand = player(s, A).hand.length;
    const lifeBefore = life(s, s.players[0]!.champion!);
    s = resolveAll(act(s, A, { type: 'activateAbility', object: c, index: 0 }));
    const champ = s.objects[s.players[0]!.champion!]!;
    expect(s.objects[c]).toBeUndefined();
    expect(champ.lineage[0]).toBe(card);
    expect(player(s, A).banishment).not.toContain(card);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(life(s, champ.id)).toBe(lifeBefore! + 3);
  });
});
