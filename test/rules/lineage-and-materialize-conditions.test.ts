// Two conditions with cards of our own:
// - a card under the top card of a champion's lineage (general-rules/general-rules-card-types/card-types-champion.md#general-rules);
// - whether the turn player materialized a card this turn, in their materialize phase or not
//   (game-mechanics/game-mechanics-turn-order/turn-order-materialize-phase.md#general-rules).
import { describe, expect, it } from 'vitest';
import { dealUnpreventableDamage, defineCard, ifThen, memory, not, reserve, triggered } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';

describe('A card under the top of the lineage (card-types-champion.md#general-rules)', () => {
  const zap = (element: 'FIRE' | 'WATER') => defineCard({ slug: 'test-lineage-zap', name: 'test-lineage-zap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
    { onResolve: [ifThen({ kind: 'innerLineageHas', filter: { element } }, [dealUnpreventableDamage({ ref: 'yourChampion' }, 1)])] });
  const run = (element: 'FIRE' | 'WATER', levelled: boolean) => {
    let s = withDef(newGame({ first: A }), zap(element));
    if (levelled) s = edit(s, (t) => { const c = t.objects[player(t, A).champion!]!; c.lineage = [c.card!]; });
    let card: string;
    [s, card] = addCard(s, A, 'test-lineage-zap');
    return champion(passUntil(act(s, A, { type: 'activate', card }), (t) => t.stack.length === 0 && !t.pending), A).damage;
  };
  it('the top card alone does not count; a fire card under it does, of its element only', () => {
    expect(run('FIRE', false)).toBe(0); // Alice's spirit of fire is the top card
    expect(run('FIRE', true)).toBe(1);
    expect(run('WATER', true)).toBe(0);
  });
});

describe('Materialized this turn (turn-order-materialize-phase.md#general-rules)', () => {
  const clock = defineCard({ slug: 'test-clock', name: 'test-clock', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
    { abilities: [triggered({ on: 'beginPhase', phase: 'recollection', whose: 'each' }, [dealUnpreventableDamage({ ref: 'turnPlayerChampion' }, 1)], { condition: not({ kind: 'turnPlayerMaterialized' }) })] });
  const trinket = defineCard({ slug: 'test-trinket', name: 'test-trinket', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
  it('remembered per player and forgotten at the next turn', () => {
    let s: GameState = withDef(withDef(newGame({ first: A }), clock), trinket);
    [s] = addObject(s, A, 'test-clock');
    s = passUntil(s, atMain(B));
    [s] = addCard(s, A, 'test-trinket', 'materialDeck');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase' && t.pending.player === A);
    const card = player(s, A).materialDeck.find((c) => s.cards[c]!.def === 'test-trinket')!;
    s = passUntil(act(s, A, { type: 'materialize', card }), atMain(A));
    expect(s.materializedThisTurn).toEqual([A]);
    expect(champion(s, A).damage).toBe(0);
    s = passUntil(s, atMain(B));
    expect(champion(s, B).damage).toBe(1);
  });
});
