// Guardian and Warrior regalia first printed in DOA (and its promo printing DOAp).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, activateFromHand, addObject, asClass, champion, legal, mainPhaseOf, passUntil, player, play, resolveAll, useAbility, withDef } from './support.js';
import { canUse, place, power } from './round2-helpers.js';
import { obj, ping, settle, testAlly } from '../guardian-warrior-support.js';

/** Bob (whose turn allows attacks) starts declaring an attack with his champion wielding `weapon`. */
function wield(s: ReturnType<typeof mainPhaseOf>, weapon: string) {
  s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
  return act(s, B, { type: 'chooseWeapon', weapon });
}
const attackTargets = (s: ReturnType<typeof mainPhaseOf>) => legal(s, B).flatMap((a) => (a.type === 'chooseAttackTarget' ? [a.target] : []));

describe("'sword-of-seeking'", () => {
  const seeking = scriptedDef('sword-of-seeking');
  const lurker = testAlly('test-lurker', ['HUMAN'], 1, 3, ['stealth']);

  it('with the Warrior bonus, attacks using it can target a unit with stealth; without it they cannot', () => {
    let s = withDef(mainPhaseOf(B), lurker);
    let sword: string, hidden: string;
    [s, sword] = place(s, B, seeking);
    [s, hidden] = addObject(s, A, lurker.slug);
    expect(attackTargets(wield(asClass(s, B, 'warrior'), sword))).toContain(hidden);
    expect(attackTargets(wield(asClass(s, B, 'mage'), sword))).not.toContain(hidden);
  });
});

describe("'majestic-spirits-crest'", () => {
  const crest = scriptedDef('majestic-spirits-crest');

  it('with the Warrior bonus, banishing it gives your champion "On Attack: draw a card" this turn', () => {
    let s = asClass(mainPhaseOf(B), B, 'warrior');
    let item: string, sword: string;
    [s, item] = place(s, B, crest);
    [s, sword] = addObject(s, B, 'training-sword');
    s = resolveAll(useAbility(s, B, item, 0));
    expect(s.objects[item]).toBeUndefined();
    const hand = player(s, B).hand.length;
    s = act(wield(s, sword), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);
    expect(player(s, B).hand.length).toBe(hand + 1);
  });

  it('cannot be activated without the Warrior bonus', () => {
    let s = asClass(mainPhaseOf(B), B, 'mage');
    let item: string;
    [s, item] = place(s, B, crest);
    expect(canUse(s, B, item, 0)).toBe(false);
  });
});

describe("'sword-of-adversity'", () => {
  const adversity = scriptedDef('sword-of-adversity');

  it('gets +1 power with the Warrior bonus while you control no allies', () => {
    let s = asClass(mainPhaseOf(A), A, 'warrior');
    let sword: string;
    [s, sword] = place(s, A, adversity);
    expect(power(s, sword)).toBe(2);
    expect(power(asClass(s, A, 'mage'), sword)).toBe(1);
    [s] = place(s, A, testAlly('test-soldier'));
    expect(power(s, sword)).toBe(1);
  });
});

describe("'clarent-sword-of-peace'", () => {
  const clarent = scriptedDef('clarent-sword-of-peace');
  const ping3 = ping(3);

  it('removing a durability counter shields each unit you control from 1 non-combat damage, each on its own', () => {
    let s = withDef(asClass(mainPhaseOf(A), A, 'warrior'), ping3);
    let sword: string, ally: string;
    [s, sword] = place(s, A, clarent);
    [s, ally] = place(s, A, testAlly('test-soldier'));
    expect(canUse(s, A, sword, 0)).toBe(true);
    s = resolveAll(useAbility(s, A, sword, 0));
    expect(s.objects[sword]!.counters.durability).toBe(1);
    const champ = champion(s, A).id;
    const before = s.objects[champ]!.damage;
    [s] = play(s, A, ping3, [obj(champ)]);
    expect(s.objects[champ]!.damage).toBe(before + 2);
    // The ally's shield was not used up by the champion's damage.
    [s] = play(s, A, ping3, [obj(ally)]);
    expect(s.objects[ally]!.damage).toBe(2);
  });

  it('ruling: used twice, it prevents 2 of the next non-combat damage', () => {
    let s = withDef(asClass(mainPhaseOf(A), A, 'warrior'), ping3);
    let sword: string, ally: string;
    [s, sword] = place(s, A, clarent);
    [s, ally] = place(s, A, testAlly('test-soldier'));
    s = resolveAll(useAbility(s, A, sword, 0));
    s = resolveAll(useAbility(s, A, sword, 0));
    s = settle(activateFromHand(s, A, ping3, [obj(ally)])[0]);
    expect(s.objects[ally]!.damage).toBe(1);
  });

  it('ruling: combat damage is not prevented', () => {
    let s = asClass(mainPhaseOf(B), B, 'warrior');
    let sword: string, attacker: string;
    [s, sword] = place(s, B, clarent);
    [s, attacker] = addObject(s, A, 'blitz-mage');
    s = resolveAll(useAbility(s, B, sword, 0));
    // Bob attacks Alice's Blitz Mage with his own ally; Alice's mage retaliates into Bob's ally.
    let mine: string;
    [s, mine] = place(s, B, testAlly('test-brute', ['HUMAN'], 1, 10));
    s = act(s, B, { type: 'attack', attacker: mine });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
    s = act(s, B, { type: 'chooseAttackTarget', target: attacker });
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate', 400);
    s = act(s, A, { type: 'retaliate', unit: attacker });
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending, 400);
    expect(s.objects[mine]!.damage).toBe(3);
  });

  it('cannot be used without the Warrior bonus', () => {
    let s = asClass(mainPhaseOf(A), A, 'guardian');
    let sword: string;
    [s, sword] = place(s, A, clarent);
    expect(canUse(s, A, sword, 0)).toBe(false);
  });
});
