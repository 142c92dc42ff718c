// An attack card that can't be retaliated (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-retaliation-step.md#general-rules):
// the ability of the attack card in the intent, not only of a weapon or the attacker. Cards of our own.
import { describe, expect, it } from 'vitest';
import { classBonus, defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, newGame, passUntil, withDef } from '../engine/helpers.js';
import { asChampion } from '../cards/amb/scenario.js';
import { attackWithCard } from '../cards/doa/round2-helpers.js';

const strike = (unretaliatable: boolean): CardDef =>
  defineCard({ slug: 'test-strike', name: 'test-strike', types: ['ATTACK'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(0), power: 1 },
    { abilities: unretaliatable ? [staticAbility({ kind: 'unretaliatable' }, classBonus())] : [] });
const guard = defineCard({ slug: 'test-guard', name: 'test-guard', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 2, life: 9 }, {});

function offered(unretaliatable: boolean, classes = ['WARRIOR']): boolean {
  let s: GameState = asChampion(withDef(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), guard), A, { classes });
  let g: string;
  [s, g] = addObject(s, B, 'test-guard');
  s = attackWithCard(s, A, strike(unretaliatable), g);
  for (let i = 0; i < 40 && s.combat; i++) {
    const who = s.pending?.player ?? (s.opportunity ? s.players[s.opportunity.player]!.id : null);
    if (!who) break;
    const legal = legalActions(s, who);
    if (legal.some((a) => a.type === 'retaliate' && a.unit !== null)) return true;
    s = act(s, who, legal.find((a) => a.type === 'pass' || (a.type === 'retaliate' && a.unit === null) || a.type === 'orderTrigger')!);
  }
  return false;
}

describe('Unretaliatable attack cards (combat-phase-retaliation-step.md#general-rules)', () => {
  it('an attack card with the ability leaves no unit able to retaliate, while its condition holds', () => {
    expect(offered(true)).toBe(false);
    expect(offered(false)).toBe(true);
    expect(offered(true, ['GUARDIAN'])).toBe(true); // the class bonus does not hold
  });
});
