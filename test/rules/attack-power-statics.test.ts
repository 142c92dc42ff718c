// "This unit's attacks get +N power": the attack's power, combined in the damage step with every card,
// object and effect involved in it, not the unit's own power stat
// (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attacking-and-the-combat-phase.md#general-rules).
// A card of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import { currentPower } from '../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, withDef } from '../engine/helpers.js';

const captain = defineCard({ slug: 'test-captain', name: 'test-captain', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 9 }, {
  abilities: [staticAbility({ kind: 'attackPower', amount: 2, per: { zone: 'graveyard', type: 'ACTION' } })],
});

describe("an attack's own power bonus (combat-phase-attacking-and-the-combat-phase.md#general-rules)", () => {
  it("adds to the attack's damage without changing the unit's power", () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    let ally: string;
    [s, ally] = addObject(withDef(s, captain), B, captain.slug);
    [s] = addCard(s, B, 'smoke-out', 'graveyard');
    expect(currentPower(s, s.objects[ally]!)).toBe(1);
    const before = champion(s, A).damage;
    s = act(s, B, { type: 'attack', attacker: ally });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    expect(currentPower(s, s.objects[ally]!)).toBe(1);
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0, 400);
    expect(champion(s, A).damage).toBe(before + 3);
  });
});
