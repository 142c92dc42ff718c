// h5-b1: Hunt, Weiss King: a rest ability whose three modes can each be chosen once, one of them a redirect.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { A, B, act, atMain, champion, edit, passUntil, player } from '../../engine/helpers.js';
import { place } from '../amb/scenario.js';
import { aliceAs, costNow, drive, namedChampion } from '../amb/amb1-support.js';
import { attack } from '../doa/support.js';

const def = scriptedDef;
const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const piece = (kind: string) => defineCard({ slug: `h5b1-${kind.toLowerCase()}`, name: kind, types: ['ALLY'], subtypes: ['CHESSMAN', kind], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
const modesOffered = (s: GameState) => legalActions(s, A).flatMap((a) => (a.type === 'chooseMode' ? [a.mode] : []));
const wake = (s: GameState, id: string) => edit(s, (t) => { t.objects[id]!.rested = false; });

describe('h5-b1 hunt weiss king', () => {
  it("'hunt-weiss-king': for Alice, 2 less for each of up to two Pawn allies", () => {
    const alice = (pawns: number) => {
      let s = namedChampion(aliceAs({ elements: EVERY }), A, 'Alice', ['WARRIOR']);
      for (let i = 0; i < pawns; i++) [s] = place(s, A, piece('PAWN'));
      return costNow(s, A, def('hunt-weiss-king'));
    };
    expect([alice(0), alice(1), alice(3)]).toEqual([6, 4, 2]);
    let w = aliceAs({ classes: ['WARRIOR'], elements: EVERY });
    [w] = place(w, A, piece('PAWN'));
    expect(costNow(w, A, def('hunt-weiss-king'))).toBe(6);
  });

  it("'hunt-weiss-king': draw with a Bishop, a buff counter on a Knight; each mode once", () => {
    let s = aliceAs({ classes: ['WARRIOR'], elements: EVERY });
    let king: string; let knight: string;
    [s, king] = place(s, A, def('hunt-weiss-king'));
    [s] = place(s, A, piece('BISHOP'));
    [s, knight] = place(s, B, piece('KNIGHT'));
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activateAbility', object: king, index: 1 });
    expect(modesOffered(s)).toEqual([0, 1, 2]);
    s = drive(act(s, A, { type: 'chooseMode', mode: 0 }));
    expect(player(s, A).hand.length).toBe(hand + 1);
    s = act(wake(s, king), A, { type: 'activateAbility', object: king, index: 1 });
    expect(modesOffered(s)).toEqual([1, 2]);
    s = drive(act(s, A, { type: 'chooseMode', mode: 1 }), (t, legal) => legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === knight));
    expect(s.objects[knight]!.counters.buff).toBe(1);
  });

  it("'hunt-weiss-king': the attack turns to a Chessman Rook ally you control, which gets +2 life", () => {
    let s = passUntil(aliceAs({ classes: ['WARRIOR'], elements: EVERY }), atMain(B));
    let king: string; let rook: string; let raider: string;
    [s, king] = place(s, A, def('hunt-weiss-king'));
    [s, rook] = place(s, A, piece('ROOK'));
    [s, raider] = place(s, B, defineCard({ slug: 'h5b1-raider', name: 'Raider', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 2, life: 3 }, {}), { enteredTurn: 0 });
    s = attack(s, B, raider, champion(s, A).id);
    s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    s = act(s, A, { type: 'activateAbility', object: king, index: 1 });
    s = drive(act(s, A, { type: 'chooseMode', mode: 2 }), (t, legal) => legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === rook));
    expect(champion(s, A).damage).toBe(0);
    expect(currentStat(s, s.objects[rook]!, 'life')).toBe(5);
    expect(s.objects[rook]!.damage).toBe(2);
  });
});
