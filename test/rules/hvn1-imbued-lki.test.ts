// An object's imbued property read through last-known information once it has left the field.
import { describe, expect, it } from 'vitest';
import { defineCard, ifThen, imbued, mill, onDeath, reserve, triggered } from '../../src/cards/define.js';
import { A, player } from '../engine/helpers.js';
import { objectTarget, place, play } from '../cards/amb/scenario.js';
import { mainPhaseOf } from '../cards/doa/support.js';

const seer = defineCard(
  { slug: 'hvn1-rules-seer', name: 'Hvn1 Rules Seer', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 },
  { abilities: [triggered(onDeath(), [ifThen(imbued(), [mill(1, 'you')], [mill(3, 'you')])])] },
);
const bolt = defineCard({ slug: 'hvn1-rules-bolt', name: 'Hvn1 Rules Bolt', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 5 }] });

function milledOnDeath(imbuedObject: boolean): number {
  let s = mainPhaseOf(A);
  let id: string;
  [s, id] = place(s, A, seer, imbuedObject ? { imbued: true } : {});
  const before = player(s, A).mainDeck.length;
  s = play(s, A, bolt, [objectTarget(id)]);
  return before - player(s, A).mainDeck.length;
}

describe('imbued as last-known information', () => {
  it('an On Death ability reads whether the object was imbued as it left (game-mechanics/game-mechanics-card-and-object-information.md#last-known-information)', () => {
    expect(milledOnDeath(true)).toBe(1);
  });

  it('an object that was not imbued stays not imbued once gone (game-mechanics/game-mechanics-properties-and-states.md#properties-and-states-of-objects)', () => {
    expect(milledOnDeath(false)).toBe(3);
  });
});
