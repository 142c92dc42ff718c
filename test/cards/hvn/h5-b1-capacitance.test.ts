// h5-b1: Stabilizing Capacitance.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, act, edit, passUntil, player } from '../../engine/helpers.js';
import { activate } from '../amb/scenario.js';
import { addCards, aliceAs } from '../amb/amb1-support.js';

const filler = defineCard({ slug: 'h5b1-filler', name: 'Filler', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {});

function run(classes: string[], level: number, pick: number) {
  let s = aliceAs({ classes, level, elements: ['NORM', 'ARCANE', 'EXIA', 'WIND', 'TERA'] });
  s = edit(s, (t) => { player(t, A).memory = []; });
  let mem: string[];
  [s, mem] = addCards(s, A, filler, 'memory', 3);
  [s] = activate(s, A, scriptedDef('stabilizing-capacitance'));
  s = passUntil(s, (t) => t.pending?.kind === 'pickCards');
  const paid = player(s, A).memory.filter((c) => !mem.includes(c));
  const top = player(s, A).mainDeck.slice(0, pick);
  const order = [mem[2]!, mem[0]!].slice(0, pick);
  for (const c of order) s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: c } });
  if (pick < 3) s = act(s, A, { type: 'chooseTarget', target: null });
  s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
  return { s, order, top, paid, hand: player(s, A).hand.length };
}

describe('h5-b1 stabilizing capacitance', () => {
  it("'stabilizing-capacitance': any amount of memory cards under the deck in order, then as many drawn into memory; Mage level 7+ draws one more", () => {
    const { s, order, top, paid } = run(['MAGE'], 1, 2);
    expect(player(s, A).mainDeck.slice(-2)).toEqual(order);
    expect(player(s, A).memory).toEqual(expect.arrayContaining(top));
    expect(player(s, A).memory.length).toBe(3 + paid.length);
    const low = run(['MAGE'], 1, 0).hand;
    expect(run(['MAGE'], 7, 0).hand).toBe(low + 1);
    expect(run(['WARRIOR'], 7, 0).hand).toBe(low);
  });
});
