// Attacks limited to units the controller's champion hurt in combat this turn
// (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attack-declaration.md#declaring-an-attack):
// the units are those the champion dealt combat damage to, retaliating included; the record ends with the turn.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const lurker = defineCard({ slug: 'test-lurker', name: 'test-lurker', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 9 },
  { abilities: [staticAbility({ kind: 'attacksOnlyChampionDamaged' })] });
const body = defineCard({ slug: 'test-body', name: 'test-body', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 9 }, {});
const settled = (t: GameState) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
const attackers = (s: GameState, who: string) => legalActions(s, who).flatMap((a) => (a.type === 'attack' ? [a.attacker] : []));
const strong = (s: GameState, who: string) => edit(s, (t) => { const d = t.objects[player(t, who).champion!]!.def; t.defs[d] = { ...t.defs[d]!, power: 1 }; });

describe('Attacks only on units your champion dealt combat damage to this turn (combat-phase-attack-declaration.md#declaring-an-attack)', () => {
  it('none damaged yet: it cannot attack; refused with the rule', () => {
    let s = withDef(withDef(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), lurker), body);
    let l: string;
    [s, l] = addObject(s, A, 'test-lurker', { enteredTurn: 0 });
    [s] = addObject(s, B, 'test-body', { enteredTurn: 0 });
    expect(attackers(s, A)).not.toContain(l);
    refuse(s, A, { type: 'attack', attacker: l }, 'combat-phase-attack-declaration.md#declaring-an-attack');
  });

  it('a unit the champion damaged by retaliating counts too', () => {
    let s = strong(withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), lurker), body), A);
    let l: string, bobs: string;
    [s, l] = addObject(s, A, 'test-lurker', { enteredTurn: 0 });
    [s, bobs] = addObject(s, B, 'test-body', { enteredTurn: 0 });
    s = act(s, B, { type: 'attack', attacker: bobs });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    // Alice retaliates with her champion.
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate' || settled(t));
    expect(s.pending?.kind).toBe('retaliate');
    s = act(s, A, { type: 'retaliate', unit: champion(s, A).id });
    s = passUntil(s, settled, 400);
    expect(s.objects[bobs]!.damage).toBe(1);
    expect(s.championCombatDamaged?.[A]).toContain(bobs);
    // The record is for this turn only: on Alice's turn it is gone.
    s = passUntil(s, atMain(A));
    expect(attackers(s, A)).not.toContain(l);
  });
});
