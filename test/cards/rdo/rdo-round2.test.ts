// Cards first printed in RDO, round 2: Level N+ cost reductions, graveyard targets, tokens.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { floatingMemoryCards } from '../../../src/engine/state/query.js';
import { A, B, addCard, newGame, player } from '../../engine/helpers.js';
import { activate, asChampion, objectsOf, play, settle, withDefs } from '../amb/scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const tombSweep = scriptedDef('tomb-sweep');
const floralArrangement = scriptedDef('floral-arrangement');
const silvershine = scriptedDef('silvershine');
const fraysia = scriptedDef('fraysia');

const hand = (s: GameState, who = A) => player(s, who).hand.length;

describe('RDO cards (round 2)', () => {
  it("'tomb-sweep': banish target card in a graveyard; costs 1 less from level 1", () => {
    const run = (level: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], level });
      let card: string;
      [s, card] = addCard(s, B, 'blitz-mage', 'graveyard');
      const before = hand(s);
      [s] = activate(s, A, tombSweep, [{ kind: 'card', id: card }]);
      const paid = before - hand(s);
      s = settle(s);
      return [paid, player(s, B).banishment.includes(card), player(s, B).graveyard.includes(card)];
    };
    expect(run(1)).toEqual([1, true, false]);
    expect(run(0)).toEqual([2, true, false]);
  });

  it("'tomb-sweep': it may target a card in your own graveyard", () => {
    let s = asChampion(newGame({ first: A }), A, { level: 1 });
    let card: string;
    [s, card] = addCard(s, A, 'blitz-mage', 'graveyard');
    s = play(s, A, tombSweep, [{ kind: 'card', id: card }]);
    expect(player(s, A).banishment).toContain(card);
  });

  it("'floral-arrangement': makes one Silvershine and one Fraysia token; can pay memory from the graveyard", () => {
    let s = withDefs(newGame({ first: A }), silvershine, fraysia);
    s = play(s, A, floralArrangement);
    expect(objectsOf(s, 'silvershine').map((o) => o.controller)).toEqual([A]);
    expect(objectsOf(s, 'fraysia').map((o) => o.controller)).toEqual([A]);
    const card = player(s, A).graveyard.find((c) => s.cards[c]!.def === 'floral-arrangement');
    expect(card).toBeDefined();
    expect(floatingMemoryCards(s, A)).toContain(card);
  });
});
