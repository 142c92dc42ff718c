// "If your champion has attacked this turn" ('game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attack-declaration.md#general-rules'):
// an attack declared with the champion as attacker counts, for that turn only (src/engine/effects/turn-history.ts).
import { describe, expect, it } from 'vitest';
import { conditionMet } from '../../src/engine/state/query.js';
import { defineCard, reserve } from '../../src/cards/define.js';
import { A, B, passUntil, atMain } from '../engine/helpers.js';
import { activate } from '../cards/amb/scenario.js';
import { bobAs, drive } from '../cards/amb/amb1-support.js';

const slash = defineCard({ slug: 'test-slash-b3r', name: 'Test Slash', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 1 }, {});
const attacked = { kind: 'championAttackedThisTurn' } as const;

describe("champion attacks this turn ('combat-phase-attack-declaration.md#general-rules')", () => {
  it('is remembered for the attacking player only, and forgotten at the next turn', () => {
    let s = bobAs({});
    expect(conditionMet(s, B, attacked)).toBe(false);
    [s] = activate(s, B, slash);
    s = drive(s);
    expect(conditionMet(s, B, attacked)).toBe(true);
    expect(conditionMet(s, A, attacked)).toBe(false);
    s = passUntil(s, atMain(A));
    expect(conditionMet(s, B, attacked)).toBe(false);
  });
});
