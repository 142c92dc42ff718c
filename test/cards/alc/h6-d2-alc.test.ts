// h6-d2: ALC cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, champion, edit, player } from '../../engine/helpers.js';
import { rangedFromAbilities as rangedAmount } from '../../../src/engine/effects/ranged.js';
import { activate, asChampion, objectOf, objectTarget, place, play } from '../amb/scenario.js';
import { ALL, aliceAs, bobAs, drive, floatsFor } from '../amb/amb1-support.js';

const def = scriptedDef;
const plainAlly = defineCard({ slug: 'h6-d2-alc-ally', name: 'Alc Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 2, life: 4 }, {});

describe('h6-d2 ALC', () => {
  it("'tactical-retreat': the target becomes distant; if it is defending, the combat phase ends; floating memory with a Ranger champion", () => {
    expect(floatsFor(aliceAs({ classes: ['RANGER'] }), A, def('tactical-retreat'))).toBe(true);
    expect(floatsFor(aliceAs({ classes: ['MAGE'] }), A, def('tactical-retreat'))).toBe(false);
    // Bob's ally attacks Alice's champion; Alice answers with Tactical Retreat on her champion (the defender).
    const run = (onDefender: boolean) => {
      let s = asChampion(bobAs({ classes: ['WARRIOR'] }), A, { classes: ['RANGER'], elements: ALL });
      let bobs: string, other: string;
      [s, bobs] = place(s, B, plainAlly, { enteredTurn: 0 });
      [s, other] = place(s, A, plainAlly);
      s = act(s, B, { type: 'attack', attacker: bobs });
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = act(s, B, { type: 'pass' });
      const t = onDefender ? champion(s, A).id : other;
      [s] = activate(s, A, def('tactical-retreat'), [objectTarget(t)]);
      s = drive(s);
      return { distant: !!s.objects[t]!.distant, damage: champion(s, A).damage, phase: s.phase };
    };
    expect(run(true)).toEqual({ distant: true, damage: 0, phase: 'main' });
    expect(run(false)).toEqual({ distant: true, damage: 2, phase: 'main' });
  });
});

describe('h6-d2 ALC allies and sweeps', () => {
  it("'airship-engineer': ranged 2 with a Ranger champion; On Enter, a draw into memory only if you control a distant unit", () => {
    const run = (distant: boolean, classes: string[]) => {
      let s = aliceAs({ classes });
      [s] = place(s, A, plainAlly, distant ? { distant: true } : {});
      const deck = player(s, A).mainDeck.length;
      s = play(s, A, def('airship-engineer'));
      const eng = objectOf(s, 'airship-engineer');
      s = edit(s, (t) => { t.objects[eng.id]!.distant = true; });
      return { drew: deck - player(s, A).mainDeck.length, ranged: rangedAmount(s, s.objects[eng.id]!) };
    };
    expect(run(true, ['RANGER'])).toEqual({ drew: 1, ranged: 2 });
    expect(run(false, ['RANGER'])).toEqual({ drew: 0, ranged: 2 });
    expect(run(true, ['CLERIC'])).toEqual({ drew: 1, ranged: 0 });
  });

  it("'repelling-palmblast': every ally with 2 power or less, whoever controls it, goes to its owner's memory; floating memory", () => {
    expect(floatsFor(aliceAs({ classes: ['MAGE'] }), A, def('repelling-palmblast'))).toBe(true);
    let s = aliceAs({ classes: ['CLERIC'] });
    const weak = defineCard({ slug: 'h6-d2-weak', name: 'Weak', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});
    const strong = defineCard({ slug: 'h6-d2-strong', name: 'Strong', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 3, life: 2 }, {});
    let a1: string, a2: string, b1: string, b2: string, b3: string;
    [s, a1] = place(s, A, weak);
    [s, a2] = place(s, A, strong);
    [s, b1] = place(s, B, plainAlly); // 2 power
    [s, b2] = place(s, B, weak, { counters: { buff: 2 } }); // 3 power with its counters
    [s, b3] = place(s, B, strong, { counters: { debuff: 1 } }); // 2 power
    const cardOf = (id: string) => s.objects[id]!.card;
    const [ca1, cb1, cb3] = [cardOf(a1), cardOf(b1), cardOf(b3)];
    s = play(s, A, def('repelling-palmblast'));
    expect([a1, a2, b1, b2, b3].map((id) => !!s.objects[id])).toEqual([false, true, false, true, false]);
    expect(player(s, A).memory).toContain(ca1);
    expect(player(s, B).memory).toEqual(expect.arrayContaining([cb1, cb3]));
  });
});
