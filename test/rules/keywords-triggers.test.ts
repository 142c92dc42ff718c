// On Attack and On Hit as trigger conditions (glossary/keywords-and-abilities.md).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, onAttack, onHit, reserve, triggered } from '../../src/cards/define.js';
import { A, B, act, addObject, atMain, champion, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const attacker = (slug: string, power: number, abilities: ReturnType<typeof triggered>[]) =>
  defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(1), power, life: 3 }, { abilities });

function attackChampion(slug: string, power: number, trigger: ReturnType<typeof onAttack>) {
  let s = withDef(passUntil(newGame({ first: A }), atMain(B)), attacker(slug, power, [triggered(trigger, [draw(1)])]));
  let u: string;
  [s, u] = addObject(s, B, slug);
  const handBefore = player(s, B).hand.length;
  s = act(s, B, { type: 'attack', attacker: u });
  s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  return { s, u, handBefore };
}

describe('Trigger keywords', () => {
  it('On Attack (glossary/keywords-and-abilities.md#on-attack): triggers when the unit attacks, before damage', () => {
    let { s, handBefore } = attackChampion('test-on-attack', 2, onAttack());
    expect(s.stack.some((i) => i.def === 'test-on-attack') || s.pending?.kind === 'orderTriggers').toBe(true);
    s = passUntil(s, (t) => t.stack.length === 0 && t.combat?.step !== 'retaliation');
    expect(player(s, B).hand.length).toBe(handBefore + 1);
    expect(champion(s, A).damage).toBe(0); // damage has not been dealt yet when the trigger resolved
  });

  it('On Hit (glossary/keywords-and-abilities.md#on-hit): triggers when the unit deals combat damage', () => {
    let { s, handBefore } = attackChampion('test-on-hit', 2, onHit());
    expect(s.stack.some((i) => i.def === 'test-on-hit')).toBe(false); // not on attack
    s = passUntil(s, (t) => !t.combat && t.phase === 'main' && t.stack.length === 0);
    expect(champion(s, A).damage).toBe(2);
    expect(player(s, B).hand.length).toBe(handBefore + 1);
  });
});
