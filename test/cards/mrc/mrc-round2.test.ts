// MRC cards scripted in round 2.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { attackPower, attackTargets } from '../../../src/engine/flow/combat.js';
import { championLevel, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, addObject, asClass, attack, champion, edit, legal, mainPhaseOf, objectsOf, play, withLevel } from '../doa/support.js';
import type { ChampionClass } from '../doa/support.js';
import { afterCombat, bolt, obj, place, power } from '../doa/round2-helpers.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const shimmercloakAssassin = scriptedDef('shimmercloak-assassin');
const captivatingCutthroat = scriptedDef('captivating-cutthroat');
const chargedAlchemist = scriptedDef('charged-alchemist');
const concealedMarksman = scriptedDef('concealed-marksman');
const imperialSpy = scriptedDef('imperial-spy');
const machinedMonstrosity = scriptedDef('machined-monstrosity');
const poweredSwordsman = scriptedDef('powered-swordsman');
const vigilantSentry = scriptedDef('vigilant-sentry');

const canAttack = (s: GameState, who: string, id: string) => legal(s, who).some((a) => a.type === 'attack' && a.attacker === id);
/** Bolt one of Alice's allies to death and list the Powercells she then controls (rested or not). */
function killAndCount(cls: ChampionClass | null, def: typeof poweredSwordsman): boolean[] {
  let s = mainPhaseOf(A);
  if (cls) s = asClass(s, A, cls);
  let ally: string;
  [s, ally] = place(s, A, def);
  [s] = play(s, A, bolt, [obj(ally)]);
  expect(s.objects[ally]).toBeUndefined();
  return objectsOf(s, 'powercell').filter((o) => o.controller === A).map((o) => o.rested);
}

describe('MRC round 2', () => {
  it("'concealed-marksman': true sight with the Ranger bonus; ranged 4 while distant", () => {
    let s = mainPhaseOf(B);
    let marksman: string, hidden: string;
    [s, marksman] = place(s, B, concealedMarksman);
    [s, hidden] = place(s, A, shimmercloakAssassin);
    expect(attackTargets(s, s.objects[marksman]!)).not.toContain(hidden);
    const ranger = asClass(s, B, 'ranger');
    expect(attackTargets(ranger, ranger.objects[marksman]!)).toContain(hidden);
    const distant = edit(s, (t) => { t.objects[marksman]!.distant = true; });
    expect(attackPower(attack(distant, B, marksman, champion(s, A).id))).toBe(5);
    expect(attackPower(attack(s, B, marksman, champion(s, A).id))).toBe(1);
  });

  it("'captivating-cutthroat': with the Assassin bonus, +1 power and its On Attack deals 1 to your champion", () => {
    const run = (cls?: ChampionClass) => {
      let s = mainPhaseOf(B);
      if (cls) s = asClass(s, B, cls);
      let cutthroat: string;
      [s, cutthroat] = place(s, B, captivatingCutthroat);
      const p = power(s, cutthroat);
      s = afterCombat(attack(s, B, cutthroat, champion(s, A).id));
      return { power: p, ownDamage: champion(s, B).damage, dealt: champion(s, A).damage };
    };
    expect(run('assassin')).toEqual({ power: 3, ownDamage: 1, dealt: 3 });
    expect(run()).toEqual({ power: 2, ownDamage: 0, dealt: 2 });
  });

  it("'charged-alchemist': with the Mage bonus and a Powercell, +1 power and your champion +1 level", () => {
    let s = asClass(mainPhaseOf(A), A, 'mage');
    let alchemist: string;
    [s, alchemist] = place(s, A, chargedAlchemist);
    expect([power(s, alchemist), championLevel(s, A)]).toEqual([2, 1]);
    [s] = addObject(s, A, 'powercell');
    expect([power(s, alchemist), championLevel(s, A)]).toEqual([3, 2]);
    const warrior = asClass(s, A, 'warrior');
    expect([power(warrior, alchemist), championLevel(warrior, A)]).toEqual([2, 1]);
  });

  it("'imperial-spy': stealth with the Assassin bonus; On Kill puts a preparation counter on your champion", () => {
    let s = mainPhaseOf(B);
    let spy: string, squirrel: string;
    [s, spy] = place(s, B, imperialSpy);
    expect(hasKeyword(s, s.objects[spy]!, 'stealth')).toBe(false);
    s = asClass(s, B, 'assassin');
    expect(hasKeyword(s, s.objects[spy]!, 'stealth')).toBe(true);
    [s, squirrel] = addObject(s, A, 'woodland-squirrels');
    s = afterCombat(attack(s, B, spy, squirrel));
    expect(s.objects[squirrel]).toBeUndefined();
    expect(champion(s, B).counters.preparation).toBe(1);
  });

  it("'machined-monstrosity': pride 4; with the Tamer bonus its death summons a rested Powercell", () => {
    let s = mainPhaseOf(B);
    let monster: string;
    [s, monster] = place(s, B, machinedMonstrosity);
    expect(canAttack(withLevel(s, B, 3), B, monster)).toBe(false);
    expect(canAttack(withLevel(s, B, 4), B, monster)).toBe(true);
    expect(killAndCount('tamer', machinedMonstrosity)).toEqual([true]);
    expect(killAndCount(null, machinedMonstrosity)).toEqual([]);
  });

  it("'powered-swordsman': with the Warrior bonus its death summons a Powercell (awake)", () => {
    expect(killAndCount('warrior', poweredSwordsman)).toEqual([false]);
    expect(killAndCount('mage', poweredSwordsman)).toEqual([]);
  });

  it("'vigilant-sentry': taunt with the Guardian bonus", () => {
    let s = mainPhaseOf(B);
    let attacker: string, sentry: string;
    [s, attacker] = addObject(s, B, 'blitz-mage');
    [s, sentry] = place(s, A, vigilantSentry);
    expect(attackTargets(s, s.objects[attacker]!)).toContain(champion(s, A).id);
    const guardian = asClass(s, A, 'guardian');
    expect(attackTargets(guardian, guardian.objects[attacker]!)).toEqual([sentry]);
  });
});
