// Gathering X times (glossary/game-terms.md#gather) and X read from the life of an ally sacrificed to pay for the
// activation, as it last was on the field (game-mechanics/game-mechanics-card-and-object-information.md#last-known-information):
// src/engine/effects/repeated-gather.ts.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { scriptedDef } from '../../src/cards/scripts/index.js';
import { A, act, addCard, addObject, newGame, passUntil, withDef } from '../engine/helpers.js';

const HERBS = ['blightroot', 'manaroot', 'silvershine', 'fraysia', 'razorvine', 'springleaf'];
const spell = (slug: string, onResolve: Effect[], extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve }), ...extra });
const herbs = (s: GameState) => s.field.filter((id) => HERBS.includes(s.objects[id]!.def)).length;
const base = () => HERBS.reduce((t, h) => withDef(t, scriptedDef(h)), newGame({ first: A }));
function cast(s: GameState, def: CardDef, parts: string[] = []): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, def), A, def.slug);
  s = act(s, A, { type: 'activate', card: c });
  for (let i = 0; i < 10 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, A);
    s = act(s, A, legal.find((a) => a.type === 'chooseCostPart' && parts.includes(a.id)) ?? legal.find((a) => a.type === 'chooseReserve')!);
  }
  return passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
}

describe('gathering X times', () => {
  it('gathers exactly X times, none for X = 0', () => {
    expect(herbs(cast(base(), spell('test-gather-3', [{ op: 'gatherTimes', count: 3 }])))).toBe(3);
    expect(herbs(cast(base(), spell('test-gather-0', [{ op: 'gatherTimes', count: 0 }])))).toBe(0);
  });
  it("X as the sacrificed ally's life, as it was when sacrificed (a buff counter included)", () => {
    const def = spell('test-decomposer', [{ op: 'scaled', x: { of: 'sacrificedLife' }, effect: { op: 'gatherTimes', count: 0 } }],
      { sacrificeAsCost: { filter: { type: 'ALLY' }, count: 1 } });
    const ally = defineCard({ slug: 'test-ally', name: 'Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});
    let s = withDef(base(), ally);
    let a: string;
    [s, a] = addObject(s, A, ally.slug, { counters: { buff: 2 } });
    s = cast(s, def, [a]);
    expect(s.field).not.toContain(a);
    expect(herbs(s)).toBe(4);
  });
});
