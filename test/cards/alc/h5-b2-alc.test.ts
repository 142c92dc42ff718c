// h5-b2: ALC cards whose negation the targeted activation's controller may avoid (src/engine/effects/activation-controller.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, mainPhaseOf, player, withLevel } from '../doa/support.js';
import { as } from '../doa/round2-helpers.js';
import { champ } from '../rdo/rdo-1-support.js';
import { bobAnswers, bobPays } from '../promo/h5-b2-support.js';

describe("'tether-in-flames'", () => {
  const def = scriptedDef('tether-in-flames');
  const start = () => withLevel(as(as(mainPhaseOf(A), B, 'cleric', 'FIRE'), A, 'warrior'), B, 2); // Bob's LV 3
  it('its controller takes 1 + LV unpreventable damage from it, and the activation resolves', () => {
    const deck = player(start(), A).mainDeck.length;
    const s = bobAnswers(start(), def, true);
    expect(s.objects[champ(s, A)]!.damage).toBe(4);
    expect(deck - player(s, A).mainDeck.length).toBe(3);
  });
  it('or it refuses and the activation is negated', () => {
    const deck = player(start(), A).mainDeck.length;
    const s = bobAnswers(start(), def, false);
    expect(s.objects[champ(s, A)]!.damage).toBe(0);
    expect(player(s, A).mainDeck.length).toBe(deck);
    expect(player(s, A).graveyard.some((c) => s.cards[c]!.def === 'test-alice-draws')).toBe(true);
  });
  it('[Class Bonus] costs 2 less', () => {
    expect(bobPays(start(), def)).toBe(1);
    expect(bobPays(as(start(), B, 'mage', 'FIRE'), def)).toBe(3);
  });
});
