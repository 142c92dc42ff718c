// Materializing by an effect, for a targeted player and with champion cards
// (game-mechanics/game-mechanics-playing-cards/playing-cards-card-materialization.md#general-rules;
// a champion card materialized levels the champion up only into the next level:
// game-mechanics/game-mechanics-card-types/card-types-champion.md#general-rules).
import { describe, expect, it } from 'vitest';
import { activated, defineCard, memory, reserve, restSelf } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, newGame, passUntil, withDef } from '../engine/helpers.js';

const gift = defineCard({ slug: 'test-gift-relic', name: 'Test Gift', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
  abilities: [activated([restSelf()], [{ op: 'materializeFromMaterialDeck', filter: {}, player: { ref: 'target', index: 0 }, champions: true }], { targets: [{ kind: 'player' }] })],
});
const narrow = defineCard({ slug: 'test-narrow-relic', name: 'Test Narrow', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
  abilities: [activated([restSelf()], [{ op: 'materializeFromMaterialDeck', filter: {} }])],
});
const next = defineCard({ slug: 'test-next-champ', name: 'Test Next', types: ['CHAMPION'], element: 'NORM', cost: memory(0), level: 1, life: 15 }, {});
const far = defineCard({ slug: 'test-far-champ', name: 'Test Far', types: ['CHAMPION'], element: 'NORM', cost: memory(0), level: 2, life: 20 }, {});

function offered(relic: typeof gift, who: string): { s: GameState; options: (string | null)[]; nextCard: string; farCard: string } {
  let s = [relic, next, far].reduce(withDef, passUntil(newGame({ first: A }), atMain(A)));
  let o: string, nextCard: string, farCard: string;
  [s, o] = addObject(s, A, relic.slug);
  [s, nextCard] = addCard(s, who, next.slug, 'materialDeck');
  [s, farCard] = addCard(s, who, far.slug, 'materialDeck');
  s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
  if (relic === gift) s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: who } });
  s = passUntil(s, (t) => t.pending?.kind === 'search');
  const asker = s.pending?.kind === 'search' ? s.pending.player : A;
  const options = legalActions(s, asker).filter((a) => a.type === 'searchChoice').map((a) => (a as { card: string | null }).card);
  return { s, options, nextCard, farCard };
}

describe('materializing by an effect, other players and champions', () => {
  it('the targeted player is the one who searches their own material deck and materializes', () => {
    const { s, options, nextCard } = offered(gift, B);
    expect(s.pending?.kind === 'search' && s.pending.player).toBe(B);
    expect(options).toContain(nextCard);
  });

  it('champion cards only with `champions`, and only the next level', () => {
    const withChamps = offered(gift, A);
    expect(withChamps.options).toContain(withChamps.nextCard);
    expect(withChamps.options).not.toContain(withChamps.farCard);
    const without = offered(narrow, A);
    expect(without.options).not.toContain(without.nextCard);
  });
});
