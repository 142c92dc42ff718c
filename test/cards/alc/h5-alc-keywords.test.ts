// ALC allies and actions whose text is keywords and stat changes (h5 round).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, addCard, addObject, asClass, mainPhaseOf, passUntil, atMain, player, edit } from '../doa/support.js';
import { afterCombat, as, life, obj, paid, place, power } from '../doa/round2-helpers.js';
import { floatsFor } from '../doa/round3-helpers.js';
import { attackPowerOf, bobsTurn, keywordOn } from './h5-alc-support.js';
import { play, factsOnly } from '../doa/support.js';
import { hasKeyword } from '../../../src/engine/state/query.js';

const fractal = factsOnly('fractal-of-creation');
const rifle = scriptedDef('seekers-rifle');
const drone = scriptedDef('automaton-drone');

const loneGunslinger = scriptedDef('lone-gunslinger');
const automatonBomber = scriptedDef('automaton-bomber');
const airshipCruiser = scriptedDef('airship-cruiser');
const armoredValkyrie = scriptedDef('armored-valkyrie');
const awakenedDeacon = scriptedDef('awakened-deacon');
const youngPeacekeeper = scriptedDef('young-peacekeeper');
const imperialPanzer = scriptedDef('imperial-panzer');
const veteranBlazebearer = scriptedDef('veteran-blazebearer');
const deployGunshield = scriptedDef('deploy-gunshield');
const neosElemental = scriptedDef('neos-elemental');

describe("'lone-gunslinger'", () => {
  it('ranged 1 while distant; Ranger Floating Memory', () => {
    expect(attackPowerOf(loneGunslinger, 'warrior', true)).toBe(2);
    expect(attackPowerOf(loneGunslinger, 'warrior', false)).toBe(1);
    expect(floatsFor(loneGunslinger, 'ranger')).toBe(true);
    expect(floatsFor(loneGunslinger, 'cleric')).toBe(false);
  });
});

describe("'automaton-bomber'", () => {
  it('ranged 4 while distant; Ranger Floating Memory', () => {
    expect(attackPowerOf(automatonBomber, 'warrior', true)).toBe(5);
    expect(attackPowerOf(automatonBomber, 'warrior', false)).toBe(1);
    expect(floatsFor(automatonBomber, 'ranger')).toBe(true);
    expect(floatsFor(automatonBomber, 'guardian')).toBe(false);
  });
});

describe("'airship-cruiser'", () => {
  it('ranged 2 while distant; Ranger Floating Memory', () => {
    expect(attackPowerOf(airshipCruiser, 'warrior', true)).toBe(3);
    expect(attackPowerOf(airshipCruiser, 'warrior', false)).toBe(1);
    expect(floatsFor(airshipCruiser, 'ranger')).toBe(true);
    expect(floatsFor(airshipCruiser, 'mage')).toBe(false);
  });
});

describe("'armored-valkyrie'", () => {
  const retaliatingPower = (cls: 'guardian' | 'warrior') => {
    let s = asClass(bobsTurn(), A, cls);
    let valkyrie: string, attacker: string;
    [s, valkyrie] = place(s, A, armoredValkyrie, { rested: true });
    [s, attacker] = addObject(s, B, 'blitz-mage', { enteredTurn: 0 });
    const before = power(s, valkyrie);
    s = act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target: valkyrie });
    s = passUntil(s, (t) => legalActions(t, A).some((a) => a.type === 'retaliate' && a.unit === valkyrie));
    s = act(s, A, { type: 'retaliate', unit: valkyrie });
    const during = power(s, valkyrie);
    s = afterCombat(s);
    return { before, during, after: s.objects[valkyrie] ? power(s, valkyrie) : null };
  };
  it('steadfast: retaliates while rested; +2 power while retaliating only with a Guardian champion', () => {
    const g = retaliatingPower('guardian');
    expect(g.before).toBe(2);
    expect(g.during).toBe(4);
    expect(retaliatingPower('warrior').during).toBe(2);
  });
});

describe("'awakened-deacon'", () => {
  it('intercept only while you control two or more phantasias; Cleric Floating Memory', () => {
    const withPhantasias = (n: number) => keywordOn(awakenedDeacon, 'warrior', 'intercept', (s) => {
      for (let i = 0; i < n; i++) [s] = place(s, A, fractal);
      return s;
    });
    expect(withPhantasias(1)).toBe(false);
    expect(withPhantasias(2)).toBe(true);
    expect(floatsFor(awakenedDeacon, 'cleric')).toBe(true);
    expect(floatsFor(awakenedDeacon, 'ranger')).toBe(false);
  });
});

describe("'young-peacekeeper'", () => {
  it('foster; +1 power and +1 life while fostered; Guardian Floating Memory', () => {
    let s = mainPhaseOf(A);
    let ally: string;
    [s, ally] = place(s, A, youngPeacekeeper);
    expect([power(s, ally), life(s, ally)]).toEqual([1, 2]);
    // Undamaged through a whole turn cycle: it becomes fostered at Alice's next recollection phase.
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(s.objects[ally]!.fostered).toBe(true);
    expect([power(s, ally), life(s, ally)]).toEqual([2, 3]);
    expect(floatsFor(youngPeacekeeper, 'guardian')).toBe(true);
    expect(floatsFor(youngPeacekeeper, 'ranger')).toBe(false);
  });
});

describe("'imperial-panzer'", () => {
  it('foster; while fostered with a Guardian champion +1 power, +2 life and vigor', () => {
    const stats = (cls: 'guardian' | 'warrior', fostered: boolean) => {
      let s = asClass(mainPhaseOf(A), A, cls);
      let ally: string;
      [s, ally] = place(s, A, imperialPanzer, { fostered });
      return [power(s, ally), life(s, ally)];
    };
    expect(stats('guardian', true)).toEqual([3, 4]);
    expect(stats('guardian', false)).toEqual([2, 2]);
    expect(stats('warrior', true)).toEqual([2, 2]);
    expect(keywordOn(imperialPanzer, 'guardian', 'vigor', (s, id) => edit(s, (t) => { t.objects[id]!.fostered = true; }))).toBe(true);
    expect(keywordOn(imperialPanzer, 'guardian', 'vigor')).toBe(false);
    expect(imperialPanzer.keywords).toContain('foster');
  });
});

describe("'veteran-blazebearer'", () => {
  it('On Enter: taunt until the beginning of your next turn; Guardian steadfast', () => {
    let s = mainPhaseOf(A);
    [s] = play(s, A, veteranBlazebearer);
    const ally = Object.values(s.objects).find((o) => o.def === veteranBlazebearer.slug)!.id;
    expect(keywordOn(veteranBlazebearer, 'warrior', 'taunt')).toBe(false); // not printed: only the On Enter grants it
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[ally]!, 'taunt')).toBe(true);
    s = passUntil(s, atMain(A));
    expect(hasKeyword(s, s.objects[ally]!, 'taunt')).toBe(false);
    expect(keywordOn(veteranBlazebearer, 'guardian', 'steadfast')).toBe(true);
    expect(keywordOn(veteranBlazebearer, 'cleric', 'steadfast')).toBe(false);
  });
});

describe("'deploy-gunshield'", () => {
  it('a Gun weapon you control gains spellshroud until end of turn; Floating Memory for any class', () => {
    let s = mainPhaseOf(A);
    let gun: string;
    [s, gun] = place(s, A, rifle);
    [s] = play(s, A, deployGunshield, [obj(gun)]);
    expect(hasKeyword(s, s.objects[gun]!, 'spellshroud')).toBe(true);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[gun]!, 'spellshroud')).toBe(false);
    expect(floatsFor(deployGunshield, 'warrior')).toBe(true);
  });
});

describe("'neos-elemental'", () => {
  it('Guardian: 1 less per token you control; hindered and its keywords; +1/+1 per token', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'NEOS');
    s = edit(s, (t) => { player(t, A).memory = []; });
    for (let i = 0; i < 12; i++) [s] = addCard(s, A, 'smoke-out');
    const full = paid(s, A, neosElemental);
    let t = s;
    for (let i = 0; i < 3; i++) [t] = place(t, A, drone);
    expect(paid(t, A, neosElemental)).toBe(full - 3);
    expect(paid(as(t, A, 'warrior', 'NEOS'), A, neosElemental)).toBe(full);
    let elemental: string;
    [t, elemental] = place(t, A, neosElemental);
    expect([power(t, elemental), life(t, elemental)]).toEqual([4, 4]);
    for (const k of ['hindered', 'steadfast', 'taunt', 'trueSight', 'vigor'] as const) expect(hasKeyword(t, t.objects[elemental]!, k)).toBe(true);
  });
});
