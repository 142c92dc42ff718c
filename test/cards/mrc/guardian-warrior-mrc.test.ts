// Guardian and Warrior regalia first printed in MRC.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, activateFromHand, addObject, mainPhaseOf, player, resolveAll, useAbility, withDef } from '../doa/support.js';
import { canUse, place } from '../doa/round2-helpers.js';
import { obj, ping, settle, testAlly } from '../guardian-warrior-support.js';

describe("'memento-mori'", () => {
  const memento = scriptedDef('memento-mori');
  const soldier = testAlly('test-soldier', ['HUMAN'], 1, 1);
  const ping3 = ping(3);

  it('whenever an ally dies, yours or theirs, it gets a prize counter', () => {
    let s = withDef(withDef(mainPhaseOf(A), ping3), soldier);
    let item: string, mine: string, theirs: string;
    [s, item] = place(s, A, memento);
    [s, mine] = addObject(s, A, soldier.slug);
    [s, theirs] = addObject(s, B, soldier.slug);
    s = settle(activateFromHand(s, A, ping3, [obj(mine)])[0]);
    s = settle(activateFromHand(s, A, ping3, [obj(theirs)])[0]);
    expect(s.objects[item]!.counters.prize).toBe(2);
  });

  it('banish it to draw three cards: only with six or more prize counters', () => {
    let s = withDef(withDef(mainPhaseOf(A), ping3), soldier);
    let item: string, mine: string;
    [s, item] = place(s, A, memento, { counters: { prize: 5 } });
    [s, mine] = addObject(s, A, soldier.slug);
    expect(canUse(s, A, item, 1)).toBe(false);
    s = settle(activateFromHand(s, A, ping3, [obj(mine)])[0]);
    expect(canUse(s, A, item, 1)).toBe(true);
    const hand = player(s, A).hand.length;
    s = resolveAll(useAbility(s, A, item, 1));
    expect(s.objects[item]).toBeUndefined();
    expect(player(s, A).hand.length).toBe(hand + 3);
  });

  it('only at slow speed: not while something is on the effects stack', () => {
    let s = withDef(withDef(mainPhaseOf(A), ping3), soldier);
    let item: string, mine: string;
    [s, item] = place(s, A, memento, { counters: { prize: 6 } });
    [s, mine] = addObject(s, A, soldier.slug);
    [s] = activateFromHand(s, A, ping3, [obj(mine)]);
    expect(s.stack.length).toBe(1);
    expect(s.opportunity && s.players[s.opportunity.player]!.id).toBe(A); // Alice could act at fast speed now
    expect(canUse(s, A, item, 1)).toBe(false);
  });
});
