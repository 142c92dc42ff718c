// A card that is not an object putting itself on the bottom of a champion's lineage (src/engine/effects/lineage-bottom.ts;
// glossary/game-terms.md#lineage-term, glossary/game-terms.md#inner-lineage): a resolving action goes there instead of
// the graveyard; an attack card's On Hit takes it out of the intent. Its Inherited Effects then work for that champion.
import { describe, expect, it } from 'vitest';
import { defineCard, onHit, reserve, triggered } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { A, B, champion, newGame, player } from '../engine/helpers.js';
import { mainPhaseOf } from '../cards/doa/support.js';
import { afterCombat, attackWithCard } from '../cards/doa/round2-helpers.js';
import { activate, settle } from '../cards/amb/scenario.js';
import { currentStat } from '../../src/engine/state/query.js';

const inheritedLife = (amount: number) => ({ kind: 'static' as const, effect: { kind: 'modifyStat' as const, affects: 'self' as const, stat: 'life' as const, amount }, inherited: true });
const vow: CardDef = defineCard({ slug: 'test-lineage-vow', name: 'Test Vow', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {
  onResolve: [{ op: 'selfIntoLineage', champion: { ref: 'yourChampion' } }],
  abilities: [inheritedLife(-2)],
});
const stab: CardDef = defineCard({ slug: 'test-lineage-stab', name: 'Test Stab', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 1 }, {
  abilities: [triggered(onHit(), [{ op: 'selfIntoLineage', champion: { ref: 'eventObject' } }]), inheritedLife(-3)],
});
const life = (s: ReturnType<typeof newGame>, who: string): number => currentStat(s, champion(s, who), 'life')!;

describe('a card putting itself into a lineage (glossary/game-terms.md#lineage-term)', () => {
  it('a resolving action goes to the bottom of the inner lineage, not to the graveyard; its Inherited Effect applies', () => {
    let s = newGame({ first: A });
    const before = life(s, A);
    let card: string;
    [s, card] = activate(s, A, vow);
    s = settle(s);
    expect(champion(s, A).lineage[0]).toBe(card);
    expect(player(s, A).graveyard).not.toContain(card);
    expect(life(s, A)).toBe(before - 2);
  });

  it("an attack card's On Hit takes it out of the intent into the hit champion's lineage; it does not go to the graveyard at end of combat", () => {
    let s = mainPhaseOf(B);
    const before = life(s, A);
    s = afterCombat(attackWithCard(s, B, stab, champion(s, A).id));
    const card = champion(s, A).lineage[0]!;
    expect(s.cards[card]!.def).toBe(stab.slug);
    expect(champion(s, A).lineage[0]).toBe(card);
    expect(player(s, B).graveyard).not.toContain(card);
    expect(life(s, A)).toBe(before - 3);
  });
});
