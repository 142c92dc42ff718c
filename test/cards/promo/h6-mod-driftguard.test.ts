// Buoyant Driftguard: taunt; On Enter you may hand it to a target opponent, and gain Crowd's Favor only if you do.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { statusesOf } from '../../../src/engine/effects/mastery.js';
import { A, B, addCard, newGame } from '../../engine/helpers.js';
import { asChampion, objectOf, play, playerTarget } from '../amb/scenario.js';

const game = () => {
  let s = asChampion(newGame({ first: A }), A, { classes: ['GUARDIAN'], elements: ['NORM', 'WATER'], level: 1 });
  for (let i = 0; i < 6; i++) [s] = addCard(s, A, 'smoke-out');
  return s;
};

describe("'buoyant-driftguard'", () => {
  it('accepting: the target opponent controls it and you gain Crowd\'s Favor', () => {
    const s = play(game(), A, scriptedDef('buoyant-driftguard'), [], { accept: true, triggerTargets: [playerTarget(B)] });
    const o = objectOf(s, 'buoyant-driftguard');
    expect(o.controller).toBe(B);
    expect(o.owner).toBe(A);
    expect(statusesOf(s, A)).toContain('crowds-favor');
    expect(s.defs['buoyant-driftguard']!.keywords).toContain('taunt');
  });

  it('declining: you keep it and gain no status', () => {
    const s = play(game(), A, scriptedDef('buoyant-driftguard'), [], { accept: false, triggerTargets: [playerTarget(B)] });
    expect(objectOf(s, 'buoyant-driftguard').controller).toBe(A);
    expect(statusesOf(s, A)).not.toContain('crowds-favor');
  });
});
