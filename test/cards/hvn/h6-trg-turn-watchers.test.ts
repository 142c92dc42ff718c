// h6-trg: "until end of turn, whenever …" abilities made by a resolving card (effects/turn-watchers.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, edit, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { objectsOf, play, playerTarget, settle } from '../amb/scenario.js';
import { aliceAs } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const animal = defineCard({ slug: 'test-h6-animal', name: 'Test Animal', types: ['ALLY'], subtypes: ['ANIMAL'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
const human = defineCard({ slug: 'test-h6-human', name: 'Test Human', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});
const eachDraws = defineCard({ slug: 'test-h6-each-draws', name: 'Each Draws', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(1, 'each')] });

const graveyard = (s: GameState, who: string) => player(s, who).graveyard.length;

describe('h6-trg until end of turn, whenever', () => {
  it("'wildheart-hymn': for the rest of the turn each Animal entering under your control gets a buff counter; other allies and later turns do not", () => {
    let s = play(aliceAs({ classes: ['TAMER'] }), A, def('wildheart-hymn'));
    s = play(s, A, animal);
    s = play(s, A, animal);
    s = play(s, A, human);
    expect(objectsOf(s, 'test-h6-animal').map((o) => o.counters.buff)).toEqual([1, 1]);
    expect(objectsOf(s, 'test-h6-human')[0]!.counters.buff ?? 0).toBe(0);
    // Over at the end of the turn.
    s = passUntil(s, atMain(B));
    s = passUntil(s, atMain(A));
    s = play(s, A, animal);
    expect(objectsOf(s, 'test-h6-animal').map((o) => o.counters.buff ?? 0)).toEqual([1, 1, 0]);
  });

  it("'delusional-vapors': the target opponent mills eight; prepared (Assassin), each card they draw this turn mills four more", () => {
    const prepared = (s: GameState) => edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 2; });
    let s = prepared(aliceAs({ classes: ['ASSASSIN'] }));
    let c: string;
    [s, c] = addCard(withDef(s, def('delusional-vapors')), A, 'delusional-vapors');
    s = act(s, A, { type: 'activate', card: c });
    s = act(s, A, { type: 'declarePrepare', prepare: true });
    s = act(s, A, { type: 'chooseTarget', target: playerTarget(B) });
    s = settle(payReserve(s, A));
    expect(graveyard(s, B)).toBe(8);
    expect(player(s, A).graveyard.filter((x) => s.cards[x]!.def !== 'delusional-vapors')).toHaveLength(0);
    s = play(s, A, eachDraws);
    expect(graveyard(s, B)).toBe(12); // Bob drew one: four more
    expect(player(s, A).graveyard.filter((x) => s.cards[x]!.def !== 'delusional-vapors' && s.cards[x]!.def !== 'test-h6-each-draws')).toHaveLength(0);
    // Bob's own draw next turn is after the end of this turn.
    s = passUntil(s, atMain(B));
    expect(graveyard(s, B)).toBe(12);
  });

  it("'delusional-vapors': not prepared (or prepared without the class bonus), drawing mills nothing more", () => {
    for (const classes of [['ASSASSIN'], ['WARRIOR']]) {
      let s = edit(aliceAs({ classes }), (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 2; });
      let c: string;
      [s, c] = addCard(withDef(s, def('delusional-vapors')), A, 'delusional-vapors');
      s = act(s, A, { type: 'activate', card: c });
      if (s.pending?.kind === 'activation' && s.pending.draft.stage === 'prepare') s = act(s, A, { type: 'declarePrepare', prepare: classes[0] !== 'ASSASSIN' });
      s = act(s, A, { type: 'chooseTarget', target: playerTarget(B) });
      s = settle(payReserve(s, A));
      expect(graveyard(s, B)).toBe(8);
      s = play(s, A, eachDraws);
      expect(graveyard(s, B)).toBe(8);
    }
  });
});
