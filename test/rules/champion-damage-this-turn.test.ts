// The damage a champion was dealt this turn, and its combat part (game-mechanics/game-mechanics-damage.md#general-rules:
// damage counts as dealt only when more than 0 is left after prevention; damage-step damage is combat damage).
// Cards of our own.
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, preventNextInstance, reserve, target, targetUnit } from '../../src/cards/define.js';
import type { CardDef, Condition } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { conditionMet } from '../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const zap = (slug: string, n: number): CardDef => defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetUnit()], onResolve: [dealDamage(target(0), n)] });
const ward = defineCard({ slug: 'test-ward', name: 'test-ward', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetUnit()], onResolve: [preventNextInstance(target(0), 'all')] });

function castAt(s: GameState, def: CardDef, unit: string): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  s = act(s, A, { type: 'activate', card });
  s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: unit } });
  return passUntil(payReserve(s, A), (t) => t.stack.length === 0 && !t.pending);
}
const took = (s: GameState, min: number, combat = false) => conditionMet(s, B, { kind: 'championDamagedThisTurn', min, ...(combat ? { combat } : {}) } as Condition);

describe("a champion's damage this turn (game-mechanics-damage.md#general-rules)", () => {
  it('adds up the damage dealt to it this turn; prevented damage is not dealt; the tally ends with the turn', () => {
    let s = passUntil(newGame({ first: A }), atMain(A));
    const foe = champion(s, B).id;
    s = castAt(s, zap('test-zap-2', 2), foe);
    s = castAt(s, ward, foe);
    s = castAt(s, zap('test-zap-3', 3), foe); // all prevented
    expect(took(s, 2)).toBe(true);
    expect(took(s, 3)).toBe(false);
    expect(took(s, 1, true)).toBe(false); // none of it was combat damage
    s = passUntil(s, atMain(B));
    expect(champion(s, B).damage).toBe(2);
    expect(took(s, 1)).toBe(false);
  });
});
