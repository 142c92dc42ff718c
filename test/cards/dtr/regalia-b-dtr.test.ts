// Regalia of the DTR set scripted in the regalia-b batch: one describe per card, rulings included.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, attackTurn, declareAttack, edit, onField, passUntil, player, withCards } from '../regalia-b-support.js';

describe('lacunas-grasp', () => {
  const idleOr = (kind: string) => (t: GameState) => t.pending?.kind === kind || (!t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);

  /** Alice (Ciel or not) attacks Bob's champion with the Grasp, with `omens` omens and `hand` cards in hand. */
  function swing(name: string, omens: number, hand: number): GameState {
    let s = withCards(attackTurn({ name, classes: ['GUARDIAN'], elements: ['FIRE'] }), hand);
    for (let i = 0; i < omens; i++) {
      let c: string;
      [s, c] = addCard(s, A, 'test-filler', 'banishment');
      s = edit(s, (t) => { t.cardCounters = { ...t.cardCounters, [c]: { omen: 1 } }; });
    }
    [s] = addCard(s, A, 'test-filler', 'banishment'); // banished without an omen counter: no omen
    let w: string;
    [s, w] = onField(s, 'lacunas-grasp', { counters: { durability: 2 } });
    return passUntil(declareAttack(s, player(s, B).champion!, w), idleOr('cardPick'));
  }
  const xs = (s: GameState) => legalActions(s, A).filter((a) => a.type === 'declareX').map((a) => a.type === 'declareX' && a.x);

  it("'lacunas-grasp': with Ciel and no card in the intent, you may pay X (at most your omens); it gets +X power until end of turn (ruling)", () => {
    let s = swing('Ciel', 2, 5);
    expect(xs(s)).toEqual([0, 1, 2]); // omens only: the plain banished card does not count (ruling)
    s = act(s, A, { type: 'declareX', x: 2 });
    for (let i = 0; i < 2; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = passUntil(s, idleOr('none'));
    expect(player(s, A).hand).toHaveLength(3);
    expect(s.objects[player(s, B).champion!]!.damage).toBe(3); // 1 + 2
    expect(s.effects.some((e) => e.stat === 'power' && e.amount === 2 && e.duration === 'untilEndOfTurn')).toBe(true);
  });

  it("'lacunas-grasp': X of 0 pays nothing; the hand also bounds X; not Ciel: nothing is asked", () => {
    let s = swing('Ciel', 3, 1);
    expect(xs(s)).toEqual([0, 1]);
    s = passUntil(act(s, A, { type: 'declareX', x: 0 }), idleOr('none'));
    expect(player(s, A).hand).toHaveLength(1);
    expect(s.objects[player(s, B).champion!]!.damage).toBe(1);
    s = swing('Other', 3, 3);
    expect(s.pending?.kind).not.toBe('cardPick');
    expect(s.objects[player(s, B).champion!]!.damage).toBe(1);
  });
});
