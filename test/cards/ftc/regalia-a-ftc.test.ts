// Regalia first printed in FTC (helper regalia-1).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard } from '../../../src/cards/define.js';
import { A, B, act, addCard, asClass, enable, mainPhaseOf, materialize, player, resolveAll, toMaterialize, useAbility, withDef } from '../doa/support.js';
import { bolt, obj, place } from '../doa/round2-helpers.js';
import { activateFromHand, championOf } from '../doa/support.js';

const floater = defineCard({ slug: 'test-floater', name: 'Test Floater', types: ['ACTION'], element: 'NORM', cost: { kind: 'reserve', value: 1 } }, { keywords: ['floatingMemory'] });
const plain = defineCard({ slug: 'test-plain-card', name: 'Test Plain Card', types: ['ACTION'], element: 'NORM', cost: { kind: 'reserve', value: 1 } }, {});

describe('cloak-of-stillwater', () => {
  const cloak = scriptedDef('cloak-of-stillwater');

  it('On Enter draws a card only with the Class Bonus (an Assassin champion)', () => {
    let [s, card] = toMaterialize(cloak, 1, (t) => enable(asClass(t, A, 'assassin'), A, 'WATER'));
    let hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand.length).toBe(hand + 1);
    [s, card] = toMaterialize(cloak, 1, (t) => enable(asClass(t, A, 'warrior'), A, 'WATER'));
    hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand.length).toBe(hand);
  });

  it('rest and banish a Floating Memory card from your graveyard: the next 3 damage to your champion this turn is prevented', () => {
    let s = withDef(withDef(mainPhaseOf(A), floater), plain);
    let c: string, f: string, p: string;
    [s, c] = place(s, A, cloak);
    [s, p] = addCard(s, A, plain.slug, 'graveyard');
    // Only a card with Floating Memory pays it.
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === c)).toBe(false);
    [s, f] = addCard(s, A, floater.slug, 'graveyard');
    s = useAbility(s, A, c, 1);
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCostPart')).toEqual([{ type: 'chooseCostPart', id: f }]);
    s = resolveAll(act(s, A, { type: 'chooseCostPart', id: f }));
    expect(s.objects[c]!.rested).toBe(true);
    expect(player(s, A).banishment).toContain(f);
    expect(player(s, A).graveyard).toContain(p);
    const champ = championOf(s, A).id;
    const before = s.objects[champ]!.damage;
    // A 5-damage bolt at her own champion: 3 of it prevented; the next one is not prevented at all.
    [s] = activateFromHand(s, A, bolt, [obj(champ)]);
    s = resolveAll(s);
    expect(s.objects[champ]!.damage - before).toBe(2);
    [s] = activateFromHand(s, A, bolt, [obj(champ)]);
    s = resolveAll(s);
    expect(s.objects[champ]!.damage - before).toBe(7);
    void B;
  });
});
