// "The linked unit's first attack each turn gets +N power" (glossary/keywords-and-abilities.md#link;
// combat-phase-attack-declaration.md#declaring-an-attack): counted per attacking object, whatever other units attacked before.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { attackPower } from '../../src/engine/flow/combat.js';
import { A, B, act, addObject, atMain, champion, edit, newGame, passUntil, withDef } from '../engine/helpers.js';

const charm = defineCard({ slug: 'test-charm', name: 'test-charm', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [staticAbility({ kind: 'linkedFirstAttackPower', amount: 3 })] });
const body = defineCard({ slug: 'test-body', name: 'test-body', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 9 }, {});
const settled = (t: GameState) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
function swing(s: GameState, attacker: string): GameState {
  s = act(s, A, { type: 'attack', attacker });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
  return act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
}

describe("A linked unit's first attack each turn (glossary/keywords-and-abilities.md#link)", () => {
  it('another unit attacking first does not use it up; its own second attack does not get it; unlinked units never do', () => {
    let s = withDef(withDef(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), charm), body);
    let linked: string, other: string;
    [s, linked] = addObject(s, A, 'test-body', { enteredTurn: 0 });
    [s, other] = addObject(s, A, 'test-body', { enteredTurn: 0 });
    [s] = addObject(s, A, 'test-charm', { linkedTo: linked });
    s = swing(s, other);
    expect(attackPower(s)).toBe(1);
    s = swing(passUntil(s, settled, 400), linked);
    expect(attackPower(s)).toBe(4);
    s = edit(passUntil(s, settled, 400), (t) => { t.objects[linked]!.rested = false; });
    s = swing(s, linked);
    expect(attackPower(s)).toBe(1);
  });
});
