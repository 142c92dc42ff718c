// Windwalker Boots (first printed in FTC).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import { place, settle } from '../amb/scenario.js';
import { A, act, asClass, champion, edit, newGame, passUntil, player } from '../doa/support.js';

const boots = scriptedDef('windwalker-boots');
const toEndPhase = (s: GameState) =>
  passUntil(s, (t) => t.phase === 'end' && t.players[t.turnPlayer]!.id === A && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

describe('windwalker-boots', () => {
  function endOfTurn(cls: 'assassin' | 'warrior', championRested: boolean): number {
    let s = asClass(newGame({ first: A }), A, cls);
    [s] = place(s, A, boots);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.rested = championRested; });
    return champion(toEndPhase(s), A).counters.preparation ?? 0;
  }

  it("'windwalker-boots': an awake Assassin champion gains a preparation counter as its end phase begins", () => {
    expect(endOfTurn('assassin', false)).toBe(1);
    expect(endOfTurn('assassin', true)).toBe(0);
    expect(endOfTurn('warrior', false)).toBe(0);
  });

  it("'windwalker-boots': banish it: draw a card, only while your champion has five or more preparation counters", () => {
    let [s, id] = place(newGame({ first: A }), A, boots);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 4; });
    refuse(s, A, { type: 'activateAbility', object: id, index: 1 });
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 5; });
    const hand = player(s, A).hand.length;
    s = settle(act(s, A, { type: 'activateAbility', object: id, index: 1 }));
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(s.objects[id]).toBeUndefined();
    expect(champion(s, A).counters.preparation).toBe(5); // the counters are only counted, not spent
  });
});
