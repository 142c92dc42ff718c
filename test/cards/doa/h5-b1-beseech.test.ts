// h5-b1: Beseech the Winds materializes any card of your material deck, a champion card too.
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, act, champion, edit, passUntil, player } from '../../engine/helpers.js';
import { activate } from '../amb/scenario.js';
import { addCards, aliceAs, drive } from '../amb/amb1-support.js';

const relic = defineCard({ slug: 'h5b1-relic', name: 'Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
const nextLevel = defineCard({ slug: 'h5b1-next', name: 'Next', types: ['CHAMPION'], classes: ['MAGE'], subtypes: ['MAGE'], element: 'NORM', cost: memory(0), level: 1, life: 20 }, {});
const tooHigh = defineCard({ slug: 'h5b1-high', name: 'High', types: ['CHAMPION'], element: 'NORM', cost: memory(0), level: 3, life: 25 }, {});

function cast() {
  let s = aliceAs({ classes: ['MAGE'], elements: ['NORM', 'WIND'], level: 0 });
  s = edit(s, (t) => { player(t, A).materialDeck = []; });
  let r: string[]; let n: string[]; let h: string[];
  [s, r] = addCards(s, A, relic, 'materialDeck');
  [s, n] = addCards(s, A, nextLevel, 'materialDeck');
  [s, h] = addCards(s, A, tooHigh, 'materialDeck');
  [s] = activate(s, A, scriptedDef('beseech-the-winds'));
  s = passUntil(s, (t) => t.pending?.kind === 'search');
  return { s, r: r[0]!, n: n[0]!, h: h[0]! };
}

describe('h5-b1 beseech the winds', () => {
  it("'beseech-the-winds': any card of your material deck, a next-level champion too; failing to find is allowed (ruling)", () => {
    let { s, r, n, h } = cast();
    const options = legalActions(s, A).filter((a) => a.type === 'searchChoice').map((a) => (a as { card: string | null }).card);
    expect(options).toEqual(expect.arrayContaining([r, n, null]));
    expect(options).not.toContain(h);
    s = drive(act(s, A, { type: 'searchChoice', card: n }));
    expect(champion(s, A).def).toBe('h5b1-next');
  });
});
