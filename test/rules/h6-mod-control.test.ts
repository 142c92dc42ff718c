// Control changes for a turn, and to a chosen player ('rules/glossary/game-terms.md#control-and-ownership'):
// a change "until end of turn" ends in the clean-up
// ('rules/game-mechanics/game-mechanics-turn-order/turn-order-end-phase.md#general-rules'), unless a newer change
// moved the object meanwhile; "if they do" follows only an actual change of controller.
import { describe, expect, it } from 'vitest';
import { cardScript, defineCard, draw, reserve, target, targetAlly, targetPlayer } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, addCard, newGame, passUntil, player } from '../engine/helpers.js';
import { objectTarget, place, play, playerTarget, withDefs } from '../cards/amb/scenario.js';

const action = (slug: string, script: Parameters<typeof cardScript>[1]): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0) }, cardScript(slug, script).script);
const borrow = action('test-borrow', { targets: [targetAlly()], onResolve: [{ op: 'gainControl', subject: target(0), until: 'untilEndOfTurn', then: [draw(1)] }] });
const keep = action('test-keep', { targets: [targetAlly()], onResolve: [{ op: 'gainControl', subject: target(0) }] });
const gift = action('test-gift', { targets: [targetPlayer(), targetAlly()], onResolve: [{ op: 'gainControl', subject: target(1), to: { target: 0 }, then: [draw(1)] }] });
const pup = defineCard({ slug: 'test-ctl-pup', name: 'Pup', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 2 }, {});
const game = (): GameState => withDefs(newGame({ first: A }), borrow, keep, gift);
const hand = (s: GameState) => player(s, A).hand.length;
const nextTurn = (s: GameState) => passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);

describe('Control changes (game-terms.md#control-and-ownership)', () => {
  it('until end of turn: back to the player who had it, at clean-up', () => {
    let s = game();
    let p: string;
    [s, p] = place(s, B, pup);
    const before = hand(s);
    s = play(s, A, borrow, [objectTarget(p)]);
    expect(s.objects[p]!.controller).toBe(A);
    expect(hand(s)).toBe(before + 1);
    s = nextTurn(s);
    expect(s.objects[p]!.controller).toBe(B);
  });

  it('a newer change for good outlasts the temporary one', () => {
    let s = game();
    let p: string;
    [s, p] = place(s, B, pup);
    s = play(s, A, borrow, [objectTarget(p)]);
    s = play(s, A, keep, [objectTarget(p)]); // already hers: nothing moves, but the turn limit is gone
    s = nextTurn(s);
    expect(s.objects[p]!.controller).toBe(A);
  });

  it('to a target player; "if they do" does nothing when it already was theirs', () => {
    let s = game();
    let mine: string, theirs: string;
    [s, mine] = place(s, A, pup);
    [s, theirs] = place(s, B, pup);
    [s] = addCard(s, A, 'smoke-out');
    let before = hand(s);
    s = play(s, A, gift, [playerTarget(B), objectTarget(theirs)]);
    expect(hand(s)).toBe(before);
    before = hand(s);
    s = play(s, A, gift, [playerTarget(B), objectTarget(mine)]);
    expect(s.objects[mine]!.controller).toBe(B);
    expect(hand(s)).toBe(before + 1);
  });
});
