// RDO helper 2: sweeping damage, attack-target conditions, and allies entering rested or distant.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { A, B, act, addCard, champion, edit, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, play } from '../amb/scenario.js';
import { atMain, mainPhaseOf } from '../doa/support.js';
import { fill, paid } from '../doa/round2-helpers.js';

const ally = (slug: string, power = 2, life = 6, extra: { stealth?: boolean } = {}) =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(2), power, life }, extra.stealth ? { keywords: ['stealth'] } : {});
const el = (s: GameState, elements: Element[], cls: string, level = 1) => asChampion(s, A, { classes: [cls], elements, level });
/** Alice's second turn, main phase (she may attack). */
const aliceCanAttack = () => passUntil(mainPhaseOf(B), atMain(A));

describe('purge-in-flames', () => {
  it("'purge-in-flames': 2 damage to every unit but your champion, 3 with the class bonus; Efficiency", () => {
    const run = (cls: string) => {
      let s = fill(el(mainPhaseOf(A), ['FIRE'], cls, 3), A, 8);
      let mine: string, foe: string;
      [s, mine] = place(s, A, ally('t-mine', 1, 9));
      [s, foe] = place(s, B, ally('t-foe', 1, 9));
      const before = champion(s, B).damage;
      s = play(s, A, scriptedDef('purge-in-flames'));
      return [s.objects[mine]!.damage, s.objects[foe]!.damage, champion(s, B).damage - before, champion(s, A).damage];
    };
    expect(run('MAGE')).toEqual([3, 3, 3, 0]);
    expect(run('CLERIC')).toEqual([2, 2, 2, 0]);
    expect(scriptedDef('purge-in-flames').keywords).toContain('efficiency');
    expect(paid(fill(el(mainPhaseOf(A), ['FIRE'], 'MAGE', 3), A, 8), A, scriptedDef('purge-in-flames'))).toBe(5);
  });
});

describe('set-ablaze', () => {
  it("'set-ablaze': 4 damage to a target ally; [Class Bonus][Level 3+] 3 to each champion of that ally's controller", () => {
    const run = (cls: string, level: number) => {
      let s = fill(el(mainPhaseOf(A), ['FIRE'], cls, level), A, 3);
      let foe: string;
      [s, foe] = place(s, B, ally('t-foe', 1, 9));
      const [a, b] = [champion(s, A).damage, champion(s, B).damage];
      s = play(s, A, scriptedDef('set-ablaze'), [objectTarget(foe)]);
      return [s.objects[foe]!.damage, champion(s, A).damage - a, champion(s, B).damage - b];
    };
    expect(run('MAGE', 3)).toEqual([4, 0, 3]);
    expect(run('MAGE', 2)).toEqual([4, 0, 0]);
    expect(run('CLERIC', 3)).toEqual([4, 0, 0]);
  });
});

describe('stillwater-patrol', () => {
  it("'stillwater-patrol': true sight; +1 power while it attacks a unit with stealth", () => {
    const run = (stealth: boolean) => {
      let s = aliceCanAttack();
      let p: string, foe: string;
      [s, p] = place(s, A, scriptedDef('stillwater-patrol'));
      [s, foe] = place(s, B, ally('t-foe', 1, 9, { stealth }));
      s = act(s, A, { type: 'attack', attacker: p });
      s = act(s, A, { type: 'chooseAttackTarget', target: foe });
      return currentStat(s, s.objects[p]!, 'power');
    };
    expect(run(true)).toBe(3); // true sight lets it attack the stealthy unit
    expect(run(false)).toBe(2);
  });
});

describe('shred-to-ribbons', () => {
  it("'shred-to-ribbons': [Class Bonus] +3 power while the attack targets an ally with 5 or more life", () => {
    const run = (cls: string, life: number) => {
      let s = fill(el(aliceCanAttack(), ['WIND'], cls), A, 4);
      let foe: string;
      [s, foe] = place(s, B, ally('t-foe', 1, life));
      const def = scriptedDef('shred-to-ribbons');
      let c: string;
      [s, c] = addCard(withDef(s, def), A, def.slug);
      s = payReserve(act(s, A, { type: 'activate', card: c }), A);
      s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
      s = act(s, A, { type: 'chooseAttackTarget', target: foe });
      return attackPower(s) - (currentStat(s, champion(s, A), 'power') ?? 0);
    };
    expect(run('WARRIOR', 5)).toBe(5);
    expect(run('WARRIOR', 4)).toBe(2);
    expect(run('MAGE', 5)).toBe(2);
  });
});

describe('nimble-longbowman', () => {
  it("'nimble-longbowman': [Class Bonus] it enters distant; On Enter your champion becomes distant; ranged 1, fast activation", () => {
    const run = (cls: string) => {
      let s = fill(el(mainPhaseOf(A), ['NORM'], cls), A, 2);
      s = play(s, A, scriptedDef('nimble-longbowman'));
      const o = Object.values(s.objects).find((x) => x.def === 'nimble-longbowman')!;
      return [!!o.distant, !!champion(s, A).distant];
    };
    expect(run('RANGER')).toEqual([true, true]);
    expect(run('MAGE')).toEqual([false, true]);
    const def = scriptedDef('nimble-longbowman');
    expect([def.keywords, def.keywordValues?.ranged]).toEqual([['fastActivation'], 1]);
  });
});

describe('lunete-frostbinder-priest', () => {
  it("'lunete-frostbinder-priest': allies your opponents control enter the field rested; yours don't", () => {
    let s = fill(mainPhaseOf(A), A, 3);
    [s] = place(s, A, scriptedDef('lunete-frostbinder-priest'));
    s = play(s, A, ally('t-mine'));
    expect(Object.values(s.objects).find((o) => o.def === 't-mine')!.rested).toBe(false);
    s = passUntil(s, atMain(B));
    s = fill(s, B, 3);
    const def = ally('t-theirs');
    let c: string;
    [s, c] = addCard(withDef(s, def), B, def.slug);
    s = payReserve(act(s, B, { type: 'activate', card: c }), B);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(Object.values(s.objects).find((o) => o.def === 't-theirs')!.rested).toBe(true);
  });

  it("'lunete-frostbinder-priest': Balance: +3 life while your hand and memory hold as many cards", () => {
    let s = mainPhaseOf(A);
    let id: string;
    [s, id] = place(s, A, scriptedDef('lunete-frostbinder-priest'));
    s = edit(s, (t) => { player(t, A).hand = player(t, A).hand.slice(0, 2); player(t, A).memory = []; });
    expect(currentStat(s, s.objects[id]!, 'life')).toBe(1);
    s = edit(s, (t) => { const p = player(t, A); p.memory = p.hand.slice(0, 1); p.hand = p.hand.slice(1); });
    expect(currentStat(s, s.objects[id]!, 'life')).toBe(4);
  });
});
