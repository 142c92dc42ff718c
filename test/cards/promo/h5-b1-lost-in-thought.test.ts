// h5-b1: Lost in Thought.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, act, addCard, edit, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { addCards, aliceAs, floatsFor } from '../amb/amb1-support.js';

const floater = defineCard({ slug: 'h5b1-floater', name: 'Floater', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { keywords: ['floatingMemory'] });
const plain = defineCard({ slug: 'h5b1-plain-card', name: 'Plain Card', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});

function run(x: number, picks: number) {
  let s = aliceAs({ classes: ['MAGE'], elements: ['NORM', 'WATER'] });
  s = edit(s, (t) => { player(t, A).graveyard = []; });
  let fl: string[]; let pl: string[];
  [s, fl] = addCards(s, A, floater, 'graveyard', 3);
  [s, pl] = addCards(s, A, plain, 'graveyard', 1);
  let card: string;
  [s, card] = addCard(withDef(s, scriptedDef('lost-in-thought')), A, 'lost-in-thought');
  s = act(s, A, { type: 'activate', card });
  s = payReserve(act(s, A, { type: 'declareX', x }), A);
  s = passUntil(s, (t) => t.pending?.kind === 'banishFromGraveyard' || (t.stack.length === 0 && !t.pending));
  const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseCard' ? [a.card] : a.type === 'chooseTarget' && a.target ? [a.target.id] : []));
  const hand = player(s, A).hand.length;
  for (let i = 0; i < picks; i++) s = act(s, A, legalActions(s, A).find((a) => (a.type === 'chooseCard' && a.card === fl[i]) || (a.type === 'chooseTarget' && a.target?.id === fl[i]))!);
  s = passUntil(s, (t) => t.stack.length === 0 && !t.pending, 50);
  return { offered, pl: pl[0]!, drew: player(s, A).hand.length - hand, banished: player(s, A).banishment.filter((c) => fl.includes(c)).length };
}

describe('h5-b1 lost in thought', () => {
  it("'lost-in-thought': banish up to X floating memory cards from your graveyard, a draw for each; floating memory itself", () => {
    const two = run(2, 2);
    expect(two.offered).not.toContain(two.pl);
    expect([two.banished, two.drew]).toEqual([2, 2]);
    expect(run(1, 1)).toMatchObject({ banished: 1, drew: 1 }); // at most X
    expect(run(5, 3)).toMatchObject({ banished: 3, drew: 3 }); // X may be more than the cards there (ruling)
    expect(floatsFor(aliceAs({}), A, scriptedDef('lost-in-thought'))).toBe(true);
  });
});
