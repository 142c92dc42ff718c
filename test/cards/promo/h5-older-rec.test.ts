// Older cards first printed in ReC-AUR (branch h5-u-older): Mordred attacks and Lakereaving Chill.
import { describe, expect, it } from 'vitest';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, act, addCard, asChampion, asClass, cast, champion, edit, enable, mainPhaseOf, player, scriptedDef } from './promo-reprints-support.js';
import { drive } from '../doa/h5-older-helpers.js';

/** `who` activates the attack card `slug` (Prepare as told) and attacks the opposing champion; then plays on until the combat is over. */
function attackWith(s: GameState, who: PlayerId, slug: string, mays: boolean[] = [], prepare = false): GameState {
  let t: GameState;
  [t] = cast(s, who, slug, { prepare });
  t = drive(t, [], [], (u) => u.pending?.kind === 'attackDeclaration');
  if (t.pending?.kind === 'attackDeclaration' && t.pending.draft.stage === 'weapon') t = act(t, who, { type: 'chooseWeapon', weapon: null });
  t = act(t, who, { type: 'chooseAttackTarget', target: champion(t, who === A ? B : A).id });
  return drive(t, [], mays, (u) => !u.combat && u.stack.length === 0 && !u.pending && u.pendingTriggers.length === 0);
}

const mordred = (s: GameState, who: PlayerId) => enable(asChampion(s, who, 'mordred-burnished-avenger'), who, 'EXALTED', 'LUXEM', 'WATER', 'WIND');
const otherWarrior = (s: GameState, who: PlayerId) => enable(asClass(s, who, 'warrior'), who, 'EXALTED', 'LUXEM', 'WATER', 'WIND');

describe("'dauntless-assault'", () => {
  it('Mordred bonus, On Attack: the attacker wakes up', () => {
    expect(champion(attackWith(mordred(mainPhaseOf(B), B), B, 'dauntless-assault'), B).rested).toBe(false);
    expect(champion(attackWith(otherWarrior(mainPhaseOf(B), B), B, 'dauntless-assault'), B).rested).toBe(true);
  });
});

describe("'striking-tides'", () => {
  it('Mordred bonus, On Hit: you may banish a Floating Memory card from your graveyard to wake up your champion', () => {
    const run = (setup: (s: GameState, who: PlayerId) => GameState, accept: boolean, floating = true) => {
      let s = setup(mainPhaseOf(B), B);
      let card: string;
      s = edit(s, (u) => { u.defs['conduit-of-the-mad-mage'] = scriptedDef('conduit-of-the-mad-mage'); });
      [s, card] = addCard(s, B, floating ? 'conduit-of-the-mad-mage' : 'smoke-out', 'graveyard');
      s = attackWith(s, B, 'striking-tides', [accept]);
      const picks = accept ? [card] : [];
      void picks;
      return { awake: !champion(s, B).rested, banished: player(s, B).banishment.includes(card), hit: champion(s, A).damage > 0 };
    };
    // The graveyard pick is answered by the drive helper only when offered: accept by choosing it.
    const accepted = (() => {
      let s = mordred(mainPhaseOf(B), B);
      let card: string;
      s = edit(s, (u) => { u.defs['conduit-of-the-mad-mage'] = scriptedDef('conduit-of-the-mad-mage'); });
      [s, card] = addCard(s, B, 'conduit-of-the-mad-mage', 'graveyard');
      let t: GameState;
      [t] = cast(s, B, 'striking-tides');
      t = drive(t, [], [], (u) => u.pending?.kind === 'attackDeclaration');
      if (t.pending?.kind === 'attackDeclaration' && t.pending.draft.stage === 'weapon') t = act(t, B, { type: 'chooseWeapon', weapon: null });
      t = act(t, B, { type: 'chooseAttackTarget', target: champion(t, A).id });
      t = drive(t, [card], [], (u) => !u.combat && u.stack.length === 0 && !u.pending && u.pendingTriggers.length === 0);
      return { awake: !champion(t, B).rested, banished: player(t, B).banishment.includes(card) };
    })();
    expect(accepted).toEqual({ awake: true, banished: true });
    expect(run(mordred, false)).toMatchObject({ awake: false, banished: false, hit: true });
    expect(run(mordred, true, false)).toMatchObject({ awake: false, banished: false });
    expect(run(otherWarrior, true)).toMatchObject({ awake: false, banished: false });
  });
});

describe("'lakereaving-chill'", () => {
  it('Item or Weapon Link: the linked object loses all abilities and is never used for an attack', async () => {
    const { addObject, activateFromHand, withDef } = await import('./promo-reprints-support.js');
    const { legalActions } = await import('../../../src/engine/index.js');
    const { obj } = await import('../doa/round2-helpers.js');
    // Bob links it to one of his two swords, then his champion attacks.
    let s = enable(asClass(mainPhaseOf(B), B, 'warrior'), B, 'WATER');
    let sword: string, crystal: string, other: string;
    [s, sword] = addObject(s, B, 'training-sword');
    [s, other] = addObject(s, B, 'training-sword');
    for (let i = 0; i < 3; i++) [s] = addCard(s, B, 'smoke-out');
    [s] = activateFromHand(withDef(s, scriptedDef('lakereaving-chill')), B, scriptedDef('lakereaving-chill'), [obj(sword)]);
    s = drive(s);
    // Bob's champion attacks: only the unlinked sword is offered.
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    const weapons = legalActions(s, B).flatMap((a) => (a.type === 'chooseWeapon' ? [a.weapon] : []));
    expect(weapons).toContain(other);
    expect(weapons).not.toContain(sword);
    // A linked item loses its activated ability.
    let t = enable(mainPhaseOf(A), A, 'WATER');
    [t, crystal] = addObject(t, A, 'crystal-of-empowerment');
    const usable = (u: GameState) => legalActions(u, A).some((a) => a.type === 'activateAbility' && a.object === crystal);
    expect(usable(t)).toBe(true);
    for (let i = 0; i < 3; i++) [t] = addCard(t, A, 'smoke-out');
    [t] = activateFromHand(withDef(t, scriptedDef('lakereaving-chill')), A, scriptedDef('lakereaving-chill'), [obj(crystal)]);
    t = drive(t);
    expect(usable(t)).toBe(false);
  });
});

describe("'gildas-faesworn-monarch'", () => {
  it('stealth and vigor; Mordred bonus: (2) and rest to prevent the next 4 damage to target unit, 2 less with another Fairy ally', async () => {
    const { legalActions } = await import('../../../src/engine/index.js');
    const { defineCard, reserve } = await import('../../../src/cards/define.js');
    const { addObject, withDef } = await import('./promo-reprints-support.js');
    const { bolt, obj, place } = await import('../doa/round2-helpers.js');
    const { play } = await import('../doa/support.js');
    const d = scriptedDef('gildas-faesworn-monarch');
    expect(d.keywords).toEqual(expect.arrayContaining(['stealth', 'vigor']));
    const fairy = defineCard({ slug: 'test-fairy', name: 'Test Fairy', types: ['ALLY'], subtypes: ['FAIRY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
    const run = (champ: 'mordred' | 'other', withFairy: boolean) => {
      let s = champ === 'mordred' ? mordred(mainPhaseOf(A), A) : otherWarrior(mainPhaseOf(A), A);
      let g: string;
      [s, g] = place(s, A, d, { enteredTurn: 0 });
      if (withFairy) [s] = addObject(withDef(s, fairy), A, fairy.slug);
      for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out');
      if (!legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === g)) return null;
      const hand = player(s, A).hand.length;
      s = act(s, A, { type: 'activateAbility', object: g, index: 0 });
      s = act(s, A, { type: 'chooseTarget', target: obj(champion(s, A).id) });
      s = drive(s, [], [], (t) => t.stack.length === 0 && !t.pending);
      const cost = hand - player(s, A).hand.length;
      [s] = play(s, A, bolt, [obj(champion(s, A).id)]);
      return { cost, damage: champion(s, A).damage, rested: s.objects[g]!.rested };
    };
    expect(run('mordred', false)).toEqual({ cost: 2, damage: 1, rested: true });
    expect(run('mordred', true)).toEqual({ cost: 0, damage: 1, rested: true });
    expect(run('other', true)).toBeNull();
  });
});

describe("'luminescent-slash'", () => {
  it('Mordred bonus: 2 less and +2 power for each other attack card you activated this turn', async () => {
    const { attackPower } = await import('../../../src/engine/flow/combat.js');
    const { fill, paid } = await import('../doa/round2-helpers.js');
    const d = scriptedDef('luminescent-slash');
    const ready = (setup: (s: GameState, who: PlayerId) => GameState, priorAttack: boolean) => {
      let s = setup(mainPhaseOf(B), B);
      if (priorAttack) {
        s = attackWith(s, B, 'dauntless-assault');
        s = edit(s, (u) => { u.objects[player(u, B).champion!]!.rested = false; }); // awake again for a second attack
      }
      return fill(s, B, 6);
    };
    const powerOf = (s: GameState) => {
      let t: GameState;
      [t] = cast(s, B, 'luminescent-slash');
      t = drive(t, [], [], (u) => u.pending?.kind === 'attackDeclaration');
      if (t.pending?.kind === 'attackDeclaration' && t.pending.draft.stage === 'weapon') t = act(t, B, { type: 'chooseWeapon', weapon: null });
      return attackPower(act(t, B, { type: 'chooseAttackTarget', target: champion(t, A).id }));
    };
    const cost = d.cost.kind === 'reserve' ? (d.cost.value as number) : 0;
    expect(paid(ready(mordred, false), B, d)).toBe(cost);
    expect(paid(ready(mordred, true), B, d)).toBe(cost - 2);
    expect(paid(ready(otherWarrior, true), B, d)).toBe(cost);
    expect(powerOf(ready(mordred, false))).toBe(d.power);
    expect(powerOf(ready(mordred, true))).toBe(d.power! + 2);
    expect(powerOf(ready(otherWarrior, true))).toBe(d.power);
  });
});
