// h6-zh: an attack card's On Hit that sends the attack card itself into its owner's memory (effects/attack-card-zone.ts),
// and buried-grief's card from hand on top of the deck.
import { describe, expect, it } from 'vitest';
import { defineCard, preventDamageStatic, reserve, staticAbility } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, addCard, champion, edit, player, withDef } from '../../engine/helpers.js';
import { as, attackWithCard, place } from './round2-helpers.js';
import { activateFromHand, mainPhaseOf } from './support.js';
import { drive } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const ward = defineCard({ slug: 'h6zh-champion-ward', name: 'Champion Ward', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
  { abilities: [staticAbility(preventDamageStatic('yourChampion', 'all'))] });

/** Bob attacks Alice's champion with Wind Cutter, his memory holding one card of this slug. */
function swing(memorySlug: string, opts: { cls?: 'warrior' | 'mage'; warded?: boolean } = {}): { s: GameState; cutter: string } {
  let s = as(mainPhaseOf(B), B, opts.cls ?? 'warrior', 'WIND');
  // Every card of his memory, and of the hand that pays for the attack, is of that slug.
  s = edit(withDef(s, def(memorySlug)), (t) => { player(t, B).memory = []; player(t, B).hand = []; });
  for (const zone of ['memory', 'hand', 'hand', 'hand'] as const) [s] = addCard(s, B, memorySlug, zone);
  if (opts.warded) [s] = place(s, A, ward);
  const before = new Set(player(s, B).hand);
  s = attackWithCard(s, B, def('wind-cutter'), champion(s, A).id);
  const cutter = [...Object.keys(s.cards)].find((c) => s.cards[c]!.def === 'wind-cutter' && !before.has(c))!;
  return { s: drive(s), cutter };
}

describe("'wind-cutter'", () => {
  it('On Hit: a random memory card is revealed; a wind one puts this card into its owner\'s memory, any other leaves it in the graveyard', () => {
    const wind = swing('turbulent-bullet');
    expect(player(wind.s, B).memory).toContain(wind.cutter);
    expect(player(wind.s, B).graveyard).not.toContain(wind.cutter);
    const water = swing('giant-tortoise');
    expect(player(water.s, B).graveyard).toContain(water.cutter);
    expect(player(water.s, B).memory).not.toContain(water.cutter);
  });

  it('all of its damage prevented, there is no On Hit (ruling)', () => {
    const r = swing('turbulent-bullet', { warded: true });
    expect(champion(r.s, A).damage).toBe(0);
    expect(player(r.s, B).graveyard).toContain(r.cutter);
  });

  it('class bonus: +1 power', () => {
    const power = (cls: 'warrior' | 'mage') => {
      let s = as(mainPhaseOf(B), B, cls, 'WIND');
      s = attackWithCard(s, B, def('wind-cutter'), champion(s, A).id);
      return attackPower(s);
    };
    expect(power('warrior') - power('mage')).toBe(1);
  });
});

describe("'buried-grief'", () => {
  it('draws two, then a card of your choice from hand goes on top of your deck', () => {
    let s = as(mainPhaseOf(A), A, 'mage');
    const deck = [...player(s, A).mainDeck];
    [s] = activateFromHand(s, A, def('buried-grief'));
    const kept = player(s, A).hand[0]!;
    let offered = 0;
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'moveFromHand') return undefined;
      offered = legal.filter((a) => a.type === 'chooseCard').length;
      return { type: 'chooseCard', card: kept };
    });
    expect(offered).toBe(player(s, A).hand.length + 1);
    expect(player(s, A).mainDeck[0]).toBe(kept);
    expect(player(s, A).mainDeck.slice(1)).toEqual(deck.slice(2));
  });
});
