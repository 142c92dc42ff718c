// h5-b3: suppression watchers ('suppresses' events, effects/own-zone-events.ts) and "if an object was suppressed this turn" (effects/turn-history.ts).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { defineCard, reserve, suppress, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, champion, player } from '../../engine/helpers.js';
import { activate, objectTarget, objectsOf, place, settle } from '../amb/scenario.js';
import { ALL, aliceAs, drive } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const ally = defineCard({ slug: 'test-ally-b3u', name: 'Test Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, { abilities: [] });
const gust = defineCard({ slug: 'test-suppress-b3', name: 'Test Suppress', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { targets: [{ kind: 'ally' }], onResolve: [suppress(target(0))] });

function suppressOne(s: GameState, who: string, victim: string): GameState {
  [s] = activate(s, who, gust, [objectTarget(victim)]);
  return settle(s, { targets: [objectTarget(champion(s, B).id)] });
}

describe('h5-b3 suppression', () => {
  it("'fleetfoot-filly': a buff counter whenever any player suppresses an object", () => {
    let s = aliceAs({});
    let filly: string, theirs: string, mine: string;
    [s, filly] = place(s, A, def('fleetfoot-filly'));
    [s, theirs] = place(s, B, ally);
    [s, mine] = place(s, A, ally);
    s = suppressOne(s, A, theirs);
    expect(s.objects[filly]!.counters.buff).toBe(1);
    s = suppressOne(s, A, mine);
    expect(s.objects[filly]!.counters.buff).toBe(2);
  });

  it("'buffeting-hurricane': with a Cleric champion, draws into memory on enter, and deals 2 to a target champion whenever you suppress", () => {
    let s = aliceAs({ classes: ['CLERIC'], elements: [...ALL, 'EXALTED'] });
    const deck = player(s, A).mainDeck.length;
    [s] = activate(s, A, def('buffeting-hurricane'));
    s = drive(s);
    expect(objectsOf(s, 'buffeting-hurricane')).toHaveLength(1);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    let theirs: string;
    [s, theirs] = place(s, B, ally);
    s = suppressOne(s, A, theirs);
    expect(champion(s, B).damage).toBe(2);
    let t = aliceAs({ classes: ['MAGE'] });
    [t] = place(t, A, def('buffeting-hurricane'));
    [t, theirs] = place(t, B, ally);
    t = suppressOne(t, A, theirs);
    expect(champion(t, B).damage).toBe(0);
  });

  it("'whirlwind-threads': a quest counter on your champion; back into memory if an object was suppressed this turn", () => {
    for (const suppressed of [true, false]) {
      let s = aliceAs({});
      if (suppressed) {
        let theirs: string;
        [s, theirs] = place(s, B, ally);
        s = suppressOne(s, A, theirs);
      }
      let card: string;
      [s, card] = activate(s, A, def('whirlwind-threads'));
      s = drive(s);
      expect(champion(s, A).counters.quest).toBe(1);
      expect(player(s, A).memory.includes(card)).toBe(suppressed);
      expect(player(s, A).graveyard.includes(card)).toBe(!suppressed);
    }
  });
});
