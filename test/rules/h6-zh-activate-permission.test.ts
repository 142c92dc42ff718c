// A permission to activate one targeted card of a banishment or a graveyard this turn
// ('game-mechanics/game-mechanics-miscellaneous-topics/permission.md'): its costs are still paid; it is about that card
// in that zone only, so once the card moves it is gone. src/engine/effects/banished-playable.ts (mayActivateTargetCard).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, addCard, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const spark = defineCard({ slug: 'test-permitted-spark', name: 'Permitted Spark', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, {});
const grant = defineCard({ slug: 'test-grant-activation', name: 'Grant', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {
  targets: [{ kind: 'graveyardCard', controller: 'you', orBanished: true }],
  onResolve: [{ op: 'mayActivateTargetCard', target: 0 }],
});

function granted(zone: 'graveyard' | 'banishment'): { s: GameState; card: string } {
  let s = withDef(withDef(newGame({ first: A }), spark), grant);
  let card: string, g: string;
  [s, card] = addCard(s, A, spark.slug, zone);
  [s, g] = addCard(s, A, grant.slug);
  s = act(s, A, { type: 'activate', card: g });
  s = payReserve(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: card } }), A);
  return { s: passUntil(s, (t) => t.stack.length === 0 && !t.pending), card };
}
const offered = (s: GameState, card: string) => legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);

describe('a permission to activate a card of a banishment or graveyard (permission.md)', () => {
  for (const zone of ['graveyard', 'banishment'] as const) {
    it(`from the ${zone}: offered, and the card leaves that zone for the stack`, () => {
      let { s, card } = granted(zone);
      expect(offered(s, card)).toBe(true);
      s = payReserve(act(s, A, { type: 'activate', card }), A);
      expect(player(s, A)[zone]).not.toContain(card);
      expect(s.stack.find((i) => i.card === card)?.from).toBe(zone);
    });
  }

  it('about that card in that zone only: moved to another zone, it is no longer permitted', () => {
    let { s, card } = granted('graveyard');
    s = edit(s, (t) => { player(t, A).graveyard = player(t, A).graveyard.filter((c) => c !== card); player(t, A).banishment = [...player(t, A).banishment, card]; });
    expect(offered(s, card)).toBe(false);
  });
});
