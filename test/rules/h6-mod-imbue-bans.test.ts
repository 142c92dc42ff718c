// "Can't become imbued" ('rules/glossary/keywords-and-abilities.md#imbue'; imbued is an activation property that the
// object the card becomes takes on: 'rules/game-mechanics/game-mechanics-properties-and-states.md#properties-of-cards-in-the-effects-stack'):
// a ban stops both the activation and the object from becoming imbued; without it both are.
import { describe, expect, it } from 'vitest';
import { defineCard, imbue, reserve, staticAbility } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, newGame } from '../engine/helpers.js';
import { objectOf, settle, withDefs } from '../cards/amb/scenario.js';

const ward = defineCard({ slug: 'test-ib-ward', name: 'Ward', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [staticAbility({ kind: 'cantBecomeImbued', subtype: 'SPECTER' })] });
const ghost = defineCard({ slug: 'test-ib-ghost', name: 'Ghost', types: ['ALLY'], subtypes: ['SPECTER'], element: 'FIRE', cost: reserve(2), power: 1, life: 1 }, { imbue: [imbue(2)] });
const ember = defineCard({ slug: 'test-ib-ember', name: 'Ember', types: ['ACTION'], element: 'FIRE', cost: reserve(9) }, {});

function cast(wardFirst: boolean, wardLater: boolean): GameState {
  let s = withDefs(newGame({ first: A }), ward, ghost, ember);
  s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, hand: [] } : p)) };
  for (let i = 0; i < 2; i++) [s] = addCard(s, A, 'test-ib-ember');
  if (wardFirst) [s] = addObject(s, B, 'test-ib-ward');
  let card: string;
  [s, card] = addCard(s, A, 'test-ib-ghost');
  s = act(s, A, { type: 'activate', card });
  while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
  if (wardLater) [s] = addObject(s, B, 'test-ib-ward');
  return s;
}

describe('Bans on becoming imbued', () => {
  it('no ban: the activation and then the object are imbued', () => {
    const s = cast(false, false);
    expect(s.stack.at(-1)?.imbued).toBe(true);
    expect(objectOf(settle(s), 'test-ib-ghost').imbued).toBe(true);
  });
  it('a ban in force as it is activated: neither', () => {
    const s = cast(true, false);
    expect(s.stack.at(-1)?.imbued).toBeUndefined();
    expect(objectOf(settle(s), 'test-ib-ghost').imbued).toBeFalsy();
  });
  it('a ban that arrives while it is on the stack: the activation stays imbued, the object does not become so', () => {
    const s = cast(false, true);
    expect(s.stack.at(-1)?.imbued).toBe(true);
    expect(objectOf(settle(s), 'test-ib-ghost').imbued).toBeFalsy();
  });
});
