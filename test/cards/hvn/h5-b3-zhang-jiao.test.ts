// h5-b3: zhang-jiao-way-of-peace (a branch by memory size; discardRandomFromMemory, effects/memory-discard.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, champion, edit, player } from '../../engine/helpers.js';
import { activate } from '../amb/scenario.js';
import { addCards, aliceAs, drive } from '../amb/amb1-support.js';

const def = scriptedDef('zhang-jiao-way-of-peace');
const junk = defineCard({ slug: 'test-junk-b3z', name: 'Test Junk', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { onResolve: [] });

/** Zhang Jiao enters with exactly `n` cards in Alice's memory as its ability resolves. */
function enter(n: number) {
  let s = edit(aliceAs({}), (t) => { t.objects[player(t, A).champion!]!.damage = 10; });
  [s] = addCards(s, B, junk, 'memory', 2);
  [s] = activate(s, A, def);
  s = edit(s, (t) => { player(t, A).memory = []; });
  if (n) [s] = addCards(s, A, junk, 'memory', n);
  const before = { hand: player(s, A).hand.length, theirs: player(s, B).memory.length, theirGraveyard: player(s, B).graveyard.length };
  let glimpsed = 0;
  s = drive(s, (t, legal) => {
    if (t.pending?.kind === 'glimpse' && glimpsed === 0) glimpsed = t.pending.cards.length;
    return legal.find((a) => a.type === 'glimpseChoice');
  });
  return {
    glimpsed,
    hand: player(s, A).hand.length - before.hand,
    recovered: 10 - champion(s, A).damage,
    theirsDiscarded: before.theirs - player(s, B).memory.length,
    toGraveyard: player(s, B).graveyard.length - before.theirGraveyard,
  };
}

describe("'zhang-jiao-way-of-peace'", () => {
  it('on enter, by the cards in your memory: 0 draw two; 1-3 recover 4; 4-6 glimpse 4; 7+ each opponent discards a random memory card', () => {
    expect(enter(0)).toMatchObject({ hand: 2, recovered: 0, theirsDiscarded: 0, glimpsed: 0 });
    expect(enter(2)).toMatchObject({ hand: 0, recovered: 4, theirsDiscarded: 0, glimpsed: 0 });
    expect(enter(5)).toMatchObject({ hand: 0, recovered: 0, theirsDiscarded: 0, glimpsed: 4 });
    expect(enter(7)).toMatchObject({ hand: 0, recovered: 0, theirsDiscarded: 1, toGraveyard: 1, glimpsed: 0 });
  });
});
