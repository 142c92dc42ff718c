// A memory cost payable only with Floating Memory (glossary/keywords-and-abilities.md#floating-memory: a
// Floating Memory card banished from the graveyard pays 1 of a memory cost); a non-memory additional
// cost then can't be paid. Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve, staticAbility } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const relic = (slug: string, extra: boolean): CardDef => defineCard({ slug, name: slug, types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(1) }, {
  abilities: [staticAbility({ kind: 'floatingMemoryOnly' }), ...(extra ? [staticAbility({ kind: 'materializeReserveCost', amount: 1 })] : [])],
});
const drifter = defineCard({ slug: 'test-drifter', name: 'test-drifter', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, { keywords: ['floatingMemory'] });

function atMaterialize(def: CardDef, floating: number) {
  let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), def), drifter);
  for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
  for (let i = 0; i < floating; i++) [s] = addCard(s, A, drifter.slug, 'graveyard');
  let card: string;
  [s, card] = addCard(s, A, def.slug, 'materialDeck');
  return [passUntil(s, (t) => t.pending?.kind === 'materializePhase'), card] as const;
}

describe('memory costs paid only with Floating Memory (keywords-and-abilities.md#floating-memory)', () => {
  it('memory cards do not count; the Floating Memory cards pay it all', () => {
    const plain = relic('test-sealed-relic', false);
    let [s, card] = atMaterialize(plain, 0);
    refuse(s, A, { type: 'materialize', card }, 'playing-cards-costs-and-memory.md');
    [s, card] = atMaterialize(plain, 1);
    const memoryBefore = player(s, A).memory.length;
    s = act(s, A, { type: 'materialize', card });
    expect(legalActions(s, A).filter((a) => a.type === 'chooseFloating')).toHaveLength(1);
    s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseFloating')!);
    expect(player(s, A).memory.length).toBe(memoryBefore);
    expect(s.stack.some((i) => i.card === card)).toBe(true);
  });

  it('an additional reserve cost cannot be paid, so the card cannot be materialized', () => {
    const [s, card] = atMaterialize(relic('test-sealed-tolled', true), 2);
    refuse(s, A, { type: 'materialize', card }, 'keywords-and-abilities.md#floating-memory');
  });
});
