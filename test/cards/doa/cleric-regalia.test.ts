// Cleric regalia first printed in DOA (its Alter edition included).
import { describe, expect, it } from 'vitest';
import { becomes, defineCard, loseAllAbilities, reserve, target } from '../../../src/cards/define.js';
import { layeredCardDef } from '../../../src/engine/effects/continuous.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, activateFromHand, addCard, mainPhaseOf, player, resolveAll, withDef } from './support.js';
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

describe('orb-of-regret', () => {
  it('banishing it shuffles up to three chosen cards from your hand into your deck, then draws as many', () => {
    let s = mainPhaseOf(A);
    let orb: string;
    [s, orb] = place(s, A, scriptedDef('orb-of-regret'));
    const [h1, h2] = player(s, A).hand;
    const hand = player(s, A).hand.length;
    const deck = player(s, A).mainDeck.length;
    s = act(s, A, { type: 'activateAbility', object: orb, index: 0 });
    for (let i = 0; i < 6 && s.pending?.kind !== 'pickCards'; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: h1! } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: h2! } });
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: null }));
    expect(player(s, A).hand.length).toBe(hand);
    expect(player(s, A).mainDeck.length).toBe(deck);
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === 'orb-of-regret')).toBe(true);
  });

  it('at most three: the fourth pick is not offered', () => {
    let s = mainPhaseOf(A);
    let orb: string;
    [s, orb] = place(s, A, scriptedDef('orb-of-regret'));
    const picks = player(s, A).hand.slice(0, 3);
    s = act(s, A, { type: 'activateAbility', object: orb, index: 0 });
    for (let i = 0; i < 6 && s.pending?.kind !== 'pickCards'; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    for (const c of picks) s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: c } });
    expect(s.pending?.kind).not.toBe('pickCards');
  });
});
