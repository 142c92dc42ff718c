// Allies attacking using a weapon that lets them (combat-phase-attack-declaration.md#declaring-an-attack): such an ally
// picks the weapon as a champion does, even with no power of its own; the weapon's power joins the attack and it loses
// a durability counter as combat damage is dealt.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { attackPower } from '../../src/engine/flow/combat.js';
import { A, B, act, addObject, atMain, champion, newGame, passUntil, withDef } from '../engine/helpers.js';

const pike = defineCard({ slug: 'test-pike', name: 'test-pike', types: ['WEAPON'], element: 'NORM', cost: reserve(0), power: 2, durability: 3 },
  { abilities: [staticAbility({ kind: 'alliesMayWield', filter: { subtype: 'SOLDIER' } })] });
const soldier = defineCard({ slug: 'test-soldier', name: 'test-soldier', types: ['ALLY'], subtypes: ['SOLDIER'], element: 'NORM', cost: reserve(0), power: 0, life: 3 }, {});
const settled = (t: GameState) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

describe('An ally attacking using a weapon (combat-phase-attack-declaration.md#declaring-an-attack)', () => {
  it('an ally with no power may attack with it; the weapon adds its power and loses a durability counter', () => {
    let s = withDef(withDef(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), pike), soldier);
    let p: string, so: string;
    [s, p] = addObject(s, A, 'test-pike');
    [s, so] = addObject(s, A, 'test-soldier', { enteredTurn: 0 });
    expect(legalActions(s, A)).toContainEqual({ type: 'attack', attacker: so });
    s = act(s, A, { type: 'attack', attacker: so });
    s = act(s, A, { type: 'chooseWeapon', weapon: p });
    s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    expect(attackPower(s)).toBe(2);
    const before = champion(s, B).damage;
    s = passUntil(s, settled, 400);
    expect(champion(s, B).damage).toBe(before + 2);
    expect(s.objects[p]!.counters.durability).toBe(2);
  });
});
