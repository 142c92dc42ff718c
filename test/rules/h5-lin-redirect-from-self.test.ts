// Redirecting an attack that targets the source to another unit (game-mechanics/game-mechanics-objects-and-targeting.md#redirect):
// only while the source is a target of the current attack; never to a unit already defending.
import { describe, expect, it } from 'vitest';
import { activated, defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, newGame, passUntil, withDef } from '../engine/helpers.js';

const guard = defineCard({ slug: 'test-guard', name: 'test-guard', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 5 },
  { abilities: [activated([], [{ op: 'chooseObjects', filter: { type: 'ALLY' }, count: 1, effects: [{ op: 'redirectAttackFromSelf', to: { ref: 'chosen' } }] }], { condition: { kind: 'attackTargetsSelf' } })] });
const body = defineCard({ slug: 'test-body', name: 'test-body', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 5 }, {});

function attacked(on: 'guard' | 'other'): { s: GameState; g: string; other: string } {
  let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), guard), body);
  let g: string, other: string, bobs: string;
  [s, g] = addObject(s, A, 'test-guard');
  [s, other] = addObject(s, A, 'test-body');
  [s, bobs] = addObject(s, B, 'test-body', { enteredTurn: 0 });
  s = act(s, B, { type: 'attack', attacker: bobs });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
  s = act(s, B, { type: 'chooseAttackTarget', target: on === 'guard' ? g : other });
  s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === A && t.stack.length === 0 && !t.pending);
  return { s, g, other };
}
const usable = (s: GameState, g: string) => legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === g);

describe('Redirecting an attack off its target (game-mechanics-objects-and-targeting.md#redirect)', () => {
  it('the attack on the source now targets the chosen unit', () => {
    const { s: s0, g, other } = attacked('guard');
    expect(usable(s0, g)).toBe(true);
    let s = passUntil(act(s0, A, { type: 'activateAbility', object: g, index: 0 }), (t) => t.pending?.kind === 'chooseObjects');
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: other } });
    expect(s.combat?.defender).toBe(other);
  });

  it('only while the source is a target of the attack', () => {
    const { s, g } = attacked('other');
    expect(usable(s, g)).toBe(false);
  });

  it('not to the unit that already defends: choosing the source itself changes nothing', () => {
    const { s: s0, g } = attacked('guard');
    let s = passUntil(act(s0, A, { type: 'activateAbility', object: g, index: 0 }), (t) => t.pending?.kind === 'chooseObjects');
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: g } });
    expect(s.combat?.defender).toBe(g);
  });
});
