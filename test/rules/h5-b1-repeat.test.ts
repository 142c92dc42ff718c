// "N damage for each …" dealt as separate instances (glossary/game-terms.md#damage-counters): each is its own damage
// event, so a prevention of 1 from each event applies to each of them.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility } from '../../src/cards/define.js';
import { A, act, addCard, addObject, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const hits = defineCard({ slug: 'test-hits', name: 'test-hits', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'repeat', count: 3, effects: [{ op: 'dealDamage', to: { ref: 'yourChampion' }, amount: 1 }] }] });
const ward = defineCard({ slug: 'test-ward', name: 'test-ward', types: ['ITEM'], element: 'NORM', cost: reserve(1) }, { abilities: [staticAbility({ kind: 'preventDamage', affects: 'yourChampion', amount: 1 })] });

function run(warded: boolean): number {
  let s = withDef(withDef(newGame({ first: A }), hits), ward);
  if (warded) [s] = addObject(s, A, 'test-ward');
  let card: string;
  [s, card] = addCard(s, A, 'test-hits');
  s = passUntil(payReserve(act(s, A, { type: 'activate', card }), A), (t) => t.stack.length === 0 && !t.pending);
  return s.objects[player(s, A).champion!]!.damage;
}

describe('Repeated instances (glossary/game-terms.md#damage-counters)', () => {
  it('three instances of 1 damage, each prevented by 1', () => {
    expect(run(false)).toBe(3);
    expect(run(true)).toBe(0);
  });
});
