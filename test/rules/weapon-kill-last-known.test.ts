// A weapon's On Kill when the same attack used up its last durability counter: combat damage and the
// durability loss are simultaneous (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-damage-step.md#general-rules),
// so the weapon's On Kill (glossary/keywords-and-abilities.md#on-kill) triggers as it last was
// (game-mechanics/game-mechanics-card-and-object-information.md#last-known-information).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const blade = (durability: number): CardDef => defineCard(
  { slug: `test-blade-${durability}`, name: 'test-blade', types: ['WEAPON'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0), power: 2, durability },
  { abilities: [{ kind: 'triggered', trigger: { on: 'kill' }, effects: [{ op: 'recover', who: 'you', amount: 3 }] }] },
);
const victim = defineCard({ slug: 'test-victim', name: 'test-victim', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 1 }, {});

function attackWith(durability: number): GameState {
  let s = passUntil(passUntil(newGame({ first: A }), (t) => t.players[t.turnPlayer]!.id === B), atMain(A));
  s = withDef(withDef(s, blade(durability)), victim);
  let w: string, v: string;
  [s, w] = addObject(s, A, `test-blade-${durability}`);
  [s, v] = addObject(s, B, 'test-victim');
  s = { ...s, objects: { ...s.objects, [player(s, A).champion!]: { ...champion(s, A), damage: 5 } } };
  s = act(s, A, { type: 'attack', attacker: player(s, A).champion! });
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: w });
  s = act(s, A, { type: 'chooseAttackTarget', target: v });
  return passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
}

describe('On Kill of a weapon destroyed by the same attack', () => {
  it('a weapon that keeps a durability counter triggers as usual', () => {
    const s = attackWith(2);
    expect(champion(s, A).damage).toBe(2);
  });

  it('a weapon whose last durability counter went with that damage still triggers, controlled by its last controller', () => {
    const s = attackWith(1);
    expect(Object.values(s.objects).some((o) => o.def === 'test-blade-1')).toBe(false);
    expect(champion(s, A).damage).toBe(2);
  });
});
