// Guardian and Warrior regalia first printed as promos (P24).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addObject, asClass, atMain, champion, factsOnly, mainPhaseOf, passUntil, player, withDef } from '../doa/support.js';
import { canUse, place } from '../doa/round2-helpers.js';
import { championIs, obj, ping, settle, testAlly, useOn } from '../guardian-warrior-support.js';

describe("'berserker-plate'", () => {
  const plate = scriptedDef('berserker-plate');

  it('with the Warrior bonus your champion gets +7 life', () => {
    let s = asClass(mainPhaseOf(A), A, 'warrior');
    const life = currentStat(s, champion(s, A), 'life')!;
    [s] = place(s, A, plate);
    expect(currentStat(s, champion(s, A), 'life')).toBe(life + 7);
    const guardian = asClass(s, A, 'guardian');
    const plain = asClass(mainPhaseOf(A), A, 'guardian');
    expect(currentStat(guardian, champion(guardian, A), 'life')).toBe(currentStat(plain, champion(plain, A), 'life'));
  });

  it('at the beginning of your recollection phase: 3 unpreventable damage to your champion, then a card', () => {
    const start = asClass(mainPhaseOf(A), A, 'warrior');
    const [withPlate] = place(start, A, plate);
    const next = (s: typeof start) => passUntil(passUntil(s, atMain(B)), atMain(A));
    const a = next(withPlate);
    const b = next(start);
    expect(champion(a, A).damage - champion(b, A).damage).toBe(3);
    expect(player(a, A).hand.length - player(b, A).hand.length).toBe(1);
  });
});

describe("'worn-gearblade'", () => {
  const gearblade = scriptedDef('worn-gearblade');
  const drone = testAlly('test-automaton', ['AUTOMATON'], 1, 1);
  const human = testAlly('test-human', ['HUMAN'], 1, 1);
  const ping3 = ping(3);

  it('with the Guardian bonus, REST and remove a durability counter: the next 1 damage to a target unit this turn is prevented', () => {
    let s = withDef(asClass(mainPhaseOf(A), A, 'guardian'), ping3);
    let blade: string;
    [s, blade] = place(s, A, gearblade, { counters: { durability: 3 } });
    s = settle(useOn(s, A, blade, 0, champion(s, B).id));
    expect(s.objects[blade]!.rested).toBe(true);
    expect(s.objects[blade]!.counters.durability).toBe(2);
    const before = champion(s, B).damage;
    s = settle(activateFromHand(s, A, ping3, [obj(champion(s, B).id)])[0]);
    expect(champion(s, B).damage).toBe(before + 2);
    expect(canUse(asClass(s, A, 'warrior'), A, blade, 0)).toBe(false);
  });

  it('whenever an Automaton ally you control dies, it gets a durability counter (not for other allies, nor theirs)', () => {
    let s = withDef(withDef(mainPhaseOf(A), ping3), human);
    let blade: string, bot: string, man: string, enemyBot: string;
    [s, blade] = place(s, A, gearblade, { counters: { durability: 3 } });
    [s, bot] = place(s, A, drone);
    [s, man] = addObject(s, A, human.slug);
    [s, enemyBot] = addObject(s, B, drone.slug);
    for (const victim of [man, enemyBot]) s = settle(activateFromHand(s, A, ping3, [obj(victim)])[0]);
    expect(s.objects[blade]!.counters.durability).toBe(3);
    s = settle(activateFromHand(s, A, ping3, [obj(bot)])[0]);
    expect(s.objects[bot]).toBeUndefined();
    expect(s.objects[blade]!.counters.durability).toBe(4);
  });
});

describe("'executioners-spear'", () => {
  const spear = scriptedDef('executioners-spear');
  const jin = factsOnly('jin-fate-defiant');
  const victim = testAlly('test-victim', ['HUMAN'], 0, 1);

  /** Bob's champion attacks Alice's 1-life ally wielding the spear (with `durability` counters). */
  function killWithSpear(asJin: boolean, durability: number) {
    let s = withDef(mainPhaseOf(B), victim);
    s = asJin ? championIs(s, B, jin) : asClass(s, B, 'warrior');
    let weapon: string, ally: string;
    [s, weapon] = place(s, B, spear, { counters: { durability } });
    [s, ally] = addObject(s, A, victim.slug);
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon });
    s = act(s, B, { type: 'chooseAttackTarget', target: ally });
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending, 400);
    expect(s.objects[ally]).toBeUndefined();
    return { s, weapon };
  }

  it('with the Jin bonus, On Kill puts a durability counter back on it', () => {
    const { s, weapon } = killWithSpear(true, 2);
    expect(s.objects[weapon]!.counters.durability).toBe(2);
  });

  it('without the Jin bonus it only loses the counter of the attack', () => {
    const { s, weapon } = killWithSpear(false, 2);
    expect(s.objects[weapon]!.counters.durability).toBe(1);
  });

  it('ruling: with its last durability counter used by the attack it is destroyed before any counter could come back', () => {
    const { s, weapon } = killWithSpear(true, 1);
    expect(s.objects[weapon]).toBeUndefined();
  });
});
