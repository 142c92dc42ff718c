// The combat damage a player's champion has dealt this turn, in all (attacking or retaliating, only damage actually
// dealt: rules/game-mechanics/game-mechanics-damage.md#general-rules): src/engine/effects/champion-damaged-targets.ts.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { costToPay } from '../../src/engine/play/costs.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const PAGE = 'rules/game-mechanics/game-mechanics-damage.md#general-rules';
const cheap = defineCard({ slug: 'test-d1cc-cheap', name: 'Cheap', types: ['ALLY'], element: 'NORM', cost: reserve(4), power: 1, life: 1 },
  { abilities: [{ kind: 'static', effect: { kind: 'costModifier', affects: 'self', amount: -2 }, condition: { kind: 'championDealtCombatDamage', min: 3 } }] });
const blow = defineCard({ slug: 'test-d1cc-blow', name: 'Blow', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 4 }, {});
const ward = defineCard({ slug: 'test-d1cc-ward', name: 'Ward', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 0, life: 9 },
  { abilities: [{ kind: 'static', effect: { kind: 'preventDamage', affects: 'yourChampion', amount: 2 } }] });

function bobAttacks(warded: boolean): GameState {
  let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), blow), ward);
  if (warded) [s] = addObject(s, A, ward.slug);
  let card: string;
  [s, card] = addCard(s, B, blow.slug);
  s = payReserve(act(s, B, { type: 'activate', card }), B);
  s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
  s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  return passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
}

describe('combat damage your champion has dealt this turn (' + PAGE + ')', () => {
  it('counts the damage dealt after prevention', () => {
    expect(costToPay(bobAttacks(false), B, cheap, 0, 'activate')).toBe(2);
    expect(costToPay(bobAttacks(true), B, cheap, 0, 'activate')).toBe(4); // 4 - 2 prevented = 2 dealt
  });
});
