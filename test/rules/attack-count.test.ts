// "Whenever a player declares an attack for the Nth time each turn": attacks are counted per player as they
// are declared, from zero each turn (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/
// combat-phase-attack-declaration.md#general-rules). Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, memory, triggered, whenever } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { atMain } from '../engine/helpers.js';
import { A, B, addObject, declareAttack, game, passUntil, player, unit, withDef } from '../cards/regalia-b-support.js';

const counter = defineCard({ slug: 'test-counter', name: 'test-counter', types: ['ITEM'], element: 'NORM', cost: memory(0) }, {
  abilities: [triggered(whenever('attacks', { nthThisTurn: 2 }), [draw(1)])],
});
const raider = unit('test-raider2', { power: 1, life: 9 });
const settled = (t: GameState) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

function attack(s: GameState): GameState {
  let r: string;
  [s, r] = addObject(s, B, raider.slug, { enteredTurn: 0 });
  return passUntil(declareAttack(s, player(s, A).champion!, null, r, B), settled);
}

describe('the Nth attack declared this turn (combat-phase-attack-declaration.md#general-rules)', () => {
  it('only the second declaration of the turn triggers; the count starts over the next turn', () => {
    let s = withDef(withDef(game(), counter), raider);
    [s] = addObject(s, A, counter.slug);
    s = passUntil(s, atMain(B));
    const hand = () => player(s, A).hand.length;
    const h0 = hand();
    s = attack(s);
    expect(hand()).toBe(h0);
    s = attack(s);
    expect(hand()).toBe(h0 + 1);
    s = attack(s);
    expect(hand()).toBe(h0 + 1);
    expect(s.attacksThisTurn?.[B]).toBe(3);
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === A);
    expect(s.attacksThisTurn).toBeUndefined();
  });
});
