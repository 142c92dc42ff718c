// Attacks that can't be retaliated (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-retaliation-step.md#general-rules).
// Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, newGame, passUntil, withDef } from '../engine/helpers.js';

const blade = (unretaliatable: boolean): CardDef =>
  ({ ...defineCard({ slug: 'test-blade', name: 'test-blade', types: ['WEAPON'], element: 'NORM', cost: reserve(0), power: 2, durability: 3 }, {}),
    abilities: unretaliatable ? [staticAbility({ kind: 'unretaliatable' })] : [] });
const guard = defineCard({ slug: 'test-guard', name: 'test-guard', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 2, life: 9 }, {});

function offered(unretaliatable: boolean): boolean {
  let s = withDef(withDef(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), blade(unretaliatable)), guard);
  let w: string, g: string;
  [s, w] = addObject(s, A, 'test-blade');
  [s, g] = addObject(s, B, 'test-guard');
  s = act(act(act(s, A, { type: 'attack', attacker: champion(s, A).id }), A, { type: 'chooseWeapon', weapon: w }), A, { type: 'chooseAttackTarget', target: g });
  for (let i = 0; i < 40 && s.combat; i++) {
    const who = s.pending?.player ?? (s.opportunity ? s.players[s.opportunity.player]!.id : null);
    if (!who) break;
    const legal = legalActions(s, who);
    if (legal.some((a) => a.type === 'retaliate' && a.unit !== null)) return true;
    s = act(s, who, legal.find((a) => a.type === 'pass' || (a.type === 'retaliate' && a.unit === null) || a.type === 'orderTrigger')!);
  }
  return false;
}

describe('Unretaliatable attacks (combat-phase-retaliation-step.md#general-rules)', () => {
  it('an attack using a weapon with the ability gives no unit the chance to retaliate; the same attack without it does', () => {
    expect(offered(true)).toBe(false);
    expect(offered(false)).toBe(true);
  });
});
