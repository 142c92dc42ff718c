// Attack taxes by kind of attacker ('game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules'):
// a tax on declarations with allies leaves champions alone; an attack that can't be paid for can't be declared
// (src/engine/effects/attack-tax.ts).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import { B, edit, player } from '../engine/helpers.js';
import { place } from '../cards/amb/scenario.js';
import { bobAs } from '../cards/amb/amb1-support.js';

const toll = defineCard({ slug: 'test-toll-b3', name: 'Test Toll', types: ['DOMAIN'], element: 'NORM', cost: reserve(0) },
  { abilities: [staticAbility({ kind: 'allyAttackTax', reserve: 1, attackers: 'allies' })] });
const ally = defineCard({ slug: 'test-ally-b3k', name: 'Test Ally', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, { abilities: [] });

describe("attack taxes on allies ('playing-cards-costs-and-memory.md#general-rules')", () => {
  it('an ally attack that cannot be paid for is not offered; with a card in hand it is', () => {
    let s = bobAs({});
    let mine: string;
    [s] = place(s, B, toll);
    [s, mine] = place(s, B, ally, { enteredTurn: 0 });
    const broke = edit(s, (t) => { player(t, B).hand = []; });
    expect(legalActions(broke, B).some((a) => a.type === 'attack' && a.attacker === mine)).toBe(false);
    expect(legalActions(s, B).some((a) => a.type === 'attack' && a.attacker === mine)).toBe(true);
  });
});
