// RDO helper 2: revealing a player's hand or memory, and a card activated only in an opponent's recollection phase.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { conditionMet, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, champion, passUntil, payReserve, player, refuse, withDef } from '../../engine/helpers.js';
import { asChampion, place, play, playerTarget, settle } from '../amb/scenario.js';
import { mainPhaseOf } from '../doa/support.js';
import { fill } from '../doa/round2-helpers.js';

const logText = (s: GameState) => JSON.stringify(s.log ?? []);

describe('uncover-the-plot', () => {
  it("'uncover-the-plot': the target player reveals their memory, you draw; [Class Bonus] two preparation counters", () => {
    const run = (cls: string) => {
      let s = fill(asChampion(mainPhaseOf(A), A, { classes: [cls], elements: ['LUXEM'] }), A, 2);
      [s] = addCard(s, B, 'smoke-out', 'memory');
      const h = player(s, A).hand.length;
      s = play(s, A, scriptedDef('uncover-the-plot'), [playerTarget(B)]);
      return [player(s, A).hand.length - h, champion(s, A).counters.preparation ?? 0, logText(s).includes('reveals their memory')];
    };
    expect(run('ASSASSIN')).toEqual([-2 + 1, 2, true]);
    expect(run('WARRIOR')).toEqual([-1, 0, true]);
  });
});

describe('surprise-reveal', () => {
  it("'surprise-reveal': a target opponent reveals hand and memory, you gain Crowd's Favor; [Class Bonus] draw a card", () => {
    const run = (cls: string) => {
      let s = fill(asChampion(mainPhaseOf(A), A, { classes: [cls] }), A, 2);
      const h = player(s, A).hand.length;
      s = play(s, A, scriptedDef('surprise-reveal'), [playerTarget(B)]);
      const log = logText(s);
      return [player(s, A).hand.length - h, conditionMet(s, A, { kind: 'hasStatus', status: 'crowds-favor' }), log.includes('reveals their hand') && log.includes('reveals their memory')];
    };
    expect(run('RANGER')).toEqual([-2 + 1, true, true]);
    expect(run('MAGE')).toEqual([-2, true, true]);
    // Only an opponent can be the target.
    let s = fill(mainPhaseOf(A), A, 2);
    const def = scriptedDef('surprise-reveal');
    let c: string;
    [s, c] = addCard(withDef(s, def), A, def.slug);
    s = act(s, A, { type: 'activate', card: c });
    expect(legalActions(s, A)).not.toContainEqual({ type: 'chooseTarget', target: playerTarget(A) });
  });
});

describe('vanish-from-sight', () => {
  it("'vanish-from-sight': usable solely while an opponent is in their recollection phase; gives your champion stealth for that turn", () => {
    const def = scriptedDef('vanish-from-sight');
    let s = fill(mainPhaseOf(A), A, 4);
    let c: string;
    [s, c] = addCard(withDef(s, def), A, def.slug);
    expect(legalActions(s, A)).not.toContainEqual({ type: 'activate', card: c });
    refuse(s, A, { type: 'activate', card: c }, 'game-mechanics-timing-and-permissions.md');
    s = passUntil(s, (t) => t.phase === 'recollection' && t.players[t.turnPlayer]!.id === B && !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    expect(legalActions(s, A)).toContainEqual({ type: 'activate', card: c });
    s = settle(payReserve(act(s, A, { type: 'activate', card: c }), A));
    expect(hasKeyword(s, champion(s, A), 'stealth')).toBe(true);
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === A);
    expect(hasKeyword(s, champion(s, A), 'stealth')).toBe(false);
    void place;
  });
});

describe('trine-recursion', () => {
  it("'trine-recursion': a target card in any graveyard goes into its owner's deck as the third card from the top", () => {
    for (const owner of [A, B]) {
      let s = fill(asChampion(mainPhaseOf(A), A, { classes: ['CLERIC'], elements: ['ASTRA'] }), A, 2);
      let g: string;
      [s, g] = addCard(s, owner, 'smoke-out', 'graveyard');
      const deck = [...player(s, owner).mainDeck];
      s = play(s, A, scriptedDef('trine-recursion'), [{ kind: 'card', id: g }]);
      expect(player(s, owner).graveyard).not.toContain(g);
      expect(player(s, owner).mainDeck).toEqual([deck[0], deck[1], g, ...deck.slice(2)]);
    }
  });
});
