// h6-d2: ALC cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, champion } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, place } from '../amb/scenario.js';
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
