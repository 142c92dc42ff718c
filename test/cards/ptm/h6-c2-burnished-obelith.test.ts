// h6-c2: Burnished Obelith (Sheen 8+ taunt; Merlin Bonus On Enter: sheen counters on a unit you don't control, and a surcharge on a champion's controller).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { act, activateFromHand, mainPhaseOf, passUntil, resolveAll } from '../doa/support.js';
import { as, fill, paid, place } from '../doa/round2-helpers.js';
import { ally, asNamed, withMastery } from './ptm-support.js';
import { champ } from '../rdo/rdo-1-support.js';
import { A, B, mayAct } from '../rdo/h6-c2-support.js';

const one = defineCard({ slug: 'test-c2-one', name: 'C2 One', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, {});

describe("'burnished-obelith'", () => {
  const def = scriptedDef('burnished-obelith');
  /** Alice (as Merlin, or not) activates it; its On Enter targets `target`. */
  const enter = (s: GameState, target: (s: GameState) => string): GameState => {
    s = activateFromHand(fill(s, A, 2), A, def)[0];
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    if (s.pending?.kind === 'triggerTargets') s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: target(s) } });
    return resolveAll(s);
  };
  it("[Merlin Bonus] On Enter: two sheen counters on the target; a champion's controller pays 2 more for their next card this turn", () => {
    const s = enter(asNamed(mainPhaseOf(A), A, 'merlin-kingslayer', 'WATER'), (t) => champ(t, B));
    expect(s.objects[champ(s, B)]!.counters.sheen).toBe(2);
    // Bob answers during Alice's turn: his first card costs 2 more, the next one does not.
    let bob = passUntil(fill(s, B, 6), mayAct(B));
    expect(paid(bob, B, one)).toBe(3);
    bob = resolveAll(activateFromHand(bob, B, one)[0]);
    expect(paid(passUntil(bob, mayAct(B)), B, one)).toBe(1);
  });
  it('an ally target only gets the counters', () => {
    let s = asNamed(mainPhaseOf(A), A, 'merlin-kingslayer', 'WATER');
    let theirs: string;
    [s, theirs] = place(s, B, ally('test-c2-target', ['HUMAN']));
    s = enter(s, () => theirs);
    expect(s.objects[theirs]!.counters.sheen).toBe(2);
    expect(paid(passUntil(fill(s, B, 3), mayAct(B)), B, one)).toBe(1);
  });
  it('without Merlin there is no On Enter; with Sheen 8+ it has taunt', () => {
    const s = enter(as(mainPhaseOf(A), A, 'guardian', 'WATER'), (t) => champ(t, B));
    expect(s.objects[champ(s, B)]!.counters.sheen ?? 0).toBe(0);
    const mine = s.field.find((id) => s.objects[id]!.def === def.slug)!;
    expect(hasKeyword(s, s.objects[mine]!, 'taunt')).toBe(false);
    const shining = withMastery(s, A, 'fractured-memories', { sheen: 8 });
    expect(hasKeyword(shining, shining.objects[mine]!, 'taunt')).toBe(true);
  });
});
