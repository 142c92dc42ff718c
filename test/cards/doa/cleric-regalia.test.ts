// Cleric regalia first printed in DOA (its Alter edition included).
import { describe, expect, it } from 'vitest';
import { becomes, defineCard, loseAllAbilities, reserve, target } from '../../../src/cards/define.js';
import { layeredCardDef } from '../../../src/engine/effects/continuous.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, activateFromHand, addCard, mainPhaseOf, resolveAll, withDef } from './support.js';
import { place } from './round2-helpers.js';

const lantern = scriptedDef('nullifying-lantern');
const fiery = defineCard({ slug: 'test-fiery', name: 'Test Fiery', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
const blank = defineCard({ slug: 'test-blank', name: 'Test Blank', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'item' }], onResolve: [becomes(target(0), [loseAllAbilities()])] });

describe('nullifying-lantern', () => {
  it('cards in every graveyard are norm element only, cards arriving later included; cards elsewhere keep theirs', () => {
    let s = withDef(mainPhaseOf(A), fiery);
    let early: string, late: string, held: string;
    [s, early] = addCard(s, B, 'test-fiery', 'graveyard');
    [s, held] = addCard(s, A, 'test-fiery', 'hand');
    expect(layeredCardDef(s, early)).toBeUndefined();
    [s] = place(s, A, lantern);
    [s, late] = addCard(s, A, 'test-fiery', 'graveyard');
    expect(layeredCardDef(s, early)!.elements).toEqual(['NORM']);
    expect(layeredCardDef(s, late)!.elements).toEqual(['NORM']);
    expect(layeredCardDef(s, held)).toBeUndefined();
  });

  it('its element setting (an earlier layer) still applies after the lantern loses all abilities', () => {
    let s = withDef(withDef(mainPhaseOf(A), fiery), blank);
    let dead: string, l: string;
    [s, dead] = addCard(s, B, 'test-fiery', 'graveyard');
    [s, l] = place(s, A, lantern);
    [s] = activateFromHand(s, A, blank, [{ kind: 'object', id: l }]);
    s = resolveAll(s);
    expect(layeredCardDef(s, dead)!.elements).toEqual(['NORM']);
  });
});
