// An attack dealing twice its combat damage: a replacement on that damage,
// ordered with the other replacements by the damaged unit's controller
// (rules/game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md#general-rules): src/engine/effects/double-damage.ts.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const PAGE = 'rules/game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md#general-rules';
const doubler = defineCard({ slug: 'test-d1dd-doubler', name: 'Doubler', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 3 },
  { abilities: [{ kind: 'static', effect: { kind: 'doubleAttackDamage' } }] });
const ward = defineCard({ slug: 'test-d1dd-ward', name: 'Ward', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 0, life: 9 },
  { abilities: [{ kind: 'static', effect: { kind: 'preventDamage', affects: 'yourChampion', amount: 2 } }] });

function attack(warded: boolean, first: string): GameState {
  let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), doubler), ward);
  if (warded) [s] = addObject(s, A, ward.slug);
  let card: string;
  [s, card] = addCard(s, B, doubler.slug);
  s = payReserve(act(s, B, { type: 'activate', card }), B);
  s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
  s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  for (let i = 0; i < 10; i++) {
    s = passUntil(s, (t) => t.pending?.kind === 'orderReplacements' || (!t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    if (s.pending?.kind !== 'orderReplacements') return s;
    expect(s.pending.player).toBe(A); // the damaged unit's controller orders them
    const pick = s.pending.options.find((o) => o.label.includes(first))!;
    s = act(s, A, { type: 'orderReplacement', replacement: pick.id });
  }
  return s;
}

describe('an attack that deals double damage (' + PAGE + ')', () => {
  it('doubles the combat damage; with a prevention, the order chosen matters', () => {
    expect(champion(attack(false, ''), A).damage).toBe(6);
    expect(champion(attack(true, 'double'), A).damage).toBe(4);
    expect(champion(attack(true, 'prevent'), A).damage).toBe(2);
  });
});
