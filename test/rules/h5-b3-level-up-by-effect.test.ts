// "Level up your champion" by an effect ('glossary/game-terms.md#level-up'): into a compatible champion card of the
// material deck (next base level, no costs), without the stack; the player may fail to find one (src/engine/effects/level-up.ts).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { defineCard, draw, memory, reserve } from '../../src/cards/define.js';
import { A, act, champion, player } from '../engine/helpers.js';
import { activate } from '../cards/amb/scenario.js';
import { addCards, aliceAs, drive } from '../cards/amb/amb1-support.js';

const champ = (level: number) => defineCard({ slug: `test-rise-${level}`, name: `Test Rise ${level}`, types: ['CHAMPION'], subtypes: ['WARRIOR'], classes: ['WARRIOR'], element: 'NORM', cost: memory(level), level, life: 20 + level }, {});
const rise = defineCard({ slug: 'test-rise-up', name: 'Test Rise Up', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'levelUp', then: [draw(1)] }] });

function toChoice(): [GameState, string[], string[]] {
  let s = aliceAs({ level: 1 });
  let two: string[], three: string[];
  [s, two] = addCards(s, A, champ(2), 'materialDeck', 1);
  [s, three] = addCards(s, A, champ(3), 'materialDeck', 1);
  [s] = activate(s, A, rise);
  for (let i = 0; i < 6 && s.pending?.kind !== 'levelUpChoice'; i++) s = act(s, legalActions(s, A).some((a) => a.type === 'pass') ? A : 'bob', { type: 'pass' });
  return [s, two, three];
}

describe("leveling up by an effect ('glossary/game-terms.md#level-up')", () => {
  it('only the next level is offered; the champion levels up without costs, then the "if you do" part', () => {
    let [s, two, three] = toChoice();
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
    expect(offered).toContain(two[0]);
    expect(offered).not.toContain(three[0]);
    const memoryBefore = player(s, A).memory.length;
    const deck = player(s, A).mainDeck.length;
    s = drive(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: two[0]! } }));
    expect(champion(s, A).card).toBe(two[0]);
    expect(s.leveledUpThisTurn).toContain(A);
    expect(player(s, A).memory.length).toBe(memoryBefore);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
  });

  it('failing to find: no level up, no follow-up', () => {
    let [s] = toChoice();
    const before = champion(s, A).card;
    const deck = player(s, A).mainDeck.length;
    s = drive(act(s, A, { type: 'chooseTarget', target: null }));
    expect(champion(s, A).card).toBe(before);
    expect(player(s, A).mainDeck.length).toBe(deck);
  });
});
