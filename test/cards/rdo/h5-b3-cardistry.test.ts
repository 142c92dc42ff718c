// h5-b3: Cardistry abilities that reveal cards (src/engine/effects/reveal-cards.ts).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, act, payReserve, player, withDef } from '../../engine/helpers.js';
import { place } from '../amb/scenario.js';
import { addCards, aliceAs, drive } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const suitedAlly = (c: number) => defineCard({ slug: `test-suited-b3-${c}`, name: `Suited ${c}`, types: ['ALLY'], subtypes: ['SUITED'], element: 'NORM', cost: reserve(c), power: 1, life: 3 }, {});
const suitedCard = defineCard({ slug: 'test-suited-card-b3', name: 'Test Suited Card', types: ['ACTION'], subtypes: ['SUITED'], element: 'NORM', cost: reserve(1) }, { onResolve: [] });
const reveal = (ids: string[]) => (s: GameState, legal: Action[]): Action | undefined => {
  if (s.pending?.kind !== 'revealCards') return undefined;
  const picked = s.pending.picked;
  const next = ids.find((id) => !picked.includes(id));
  return legal.find((a) => a.type === 'chooseTarget' && (next ? a.target?.kind === 'card' && a.target.id === next : a.target === null));
};
const bolts = (s: GameState) => player(s, A).memory.filter((c) => s.cards[c]!.def === 'bolt-of-diamonds').length;

describe('h5-b3 cardistry', () => {
  it("'four-of-diamonds': retort 3; Cardistry (4): a Bolt of Diamonds into memory per Suited card revealed from memory (up to two), once", () => {
    let s = withDef(aliceAs({}), def('bolt-of-diamonds'));
    let four: string;
    [s, four] = place(s, A, def('four-of-diamonds'));
    [s] = place(s, A, suitedAlly(1));
    [s] = place(s, A, suitedAlly(2));
    expect(s.defs['four-of-diamonds']!.keywordValues?.retort).toBe(3);
    let mem: string[];
    [s, mem] = addCards(s, A, suitedCard, 'memory', 3);
    const hand = player(s, A).hand.length;
    s = payReserve(act(s, A, { type: 'activateAbility', object: four, index: 0 }), A);
    expect(player(s, A).hand.length).toBe(hand - 1); // 4 less 3 different Suited costs (1, 2, 4)
    let offered = 0;
    s = drive(s, (t, legal) => {
      if (t.pending?.kind === 'revealCards' && t.pending.picked.length === 0) offered = legal.filter((a) => a.type === 'chooseTarget' && a.target !== null).length;
      return reveal(mem)(t, legal);
    });
    expect(offered).toBe(3);
    expect(bolts(s)).toBe(2); // no more than two revealed
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === four)).toBe(false);
  });
});
