// Siphoning Fractal: a "whenever an ally dies" trigger (abilities-triggered-abilities.md#general-rules).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addObject, champion, edit, mainPhaseOf, passUntil } from '../doa/support.js';
import { bolt, obj, place } from '../doa/round2-helpers.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const siphoningFractal = scriptedDef('siphoning-fractal');

/** Resolve everything; the Fractal's trigger targets the only opposing champion. */
function settle(s: GameState): GameState {
  for (let i = 0; i < 50; i++) {
    if (s.pending?.kind === 'triggerTargets') s = act(s, A, { type: 'chooseTarget', target: obj(champion(s, B).id) });
    else if (s.stack.length === 0 && !s.pending && s.pendingTriggers.length === 0) return s;
    else s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
  }
  throw new Error('did not settle');
}

describe('MRC: siphoning-fractal', () => {
  it("'siphoning-fractal': whenever any ally dies, 1 damage to an opposing champion and you recover 1; reservable", () => {
    let s = mainPhaseOf(A);
    let fractal: string, mine: string, theirs: string;
    [s, fractal] = place(s, A, siphoningFractal);
    expect(hasKeyword(s, s.objects[fractal]!, 'reservable')).toBe(true);
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.damage = 3; });
    [s, mine] = addObject(s, A, 'woodland-squirrels');
    [s, theirs] = addObject(s, B, 'woodland-squirrels');
    for (const ally of [mine, theirs]) {
      [s] = activateFromHand(s, A, bolt, [obj(ally)]);
      s = settle(s);
      expect(s.objects[ally]).toBeUndefined();
    }
    expect(champion(s, B).damage).toBe(2);
    expect(champion(s, A).damage).toBe(1);
  });
});
