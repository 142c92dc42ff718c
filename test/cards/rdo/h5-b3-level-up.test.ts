// h5-b3: cards that level up the champion by an effect (effects/level-up.ts).
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../src/engine/index.js';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, champion, edit, player } from '../../engine/helpers.js';
import { activate } from '../amb/scenario.js';
import { acceptAll, addCards, aliceAs, drive } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const next = defineCard({ slug: 'test-next-champ-b3', name: 'Test Next', types: ['CHAMPION'], subtypes: ['WARRIOR'], classes: ['WARRIOR'], element: 'NORM', cost: memory(2), level: 2, life: 25 }, {});
const junk = defineCard({ slug: 'test-junk-b3l', name: 'Test Junk', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { onResolve: [] });

const pickChampion = (card: string | null) => (s: GameState, legal: Action[]): Action | undefined =>
  acceptAll(s, legal) ?? (s.pending?.kind === 'levelUpChoice' ? legal.find((a) => a.type === 'chooseTarget' && (card ? a.target?.kind === 'card' && a.target.id === card : a.target === null)) : undefined);

describe('h5-b3 level up by effect', () => {
  it("'discover-the-divine': you may remove four enlighten counters to level up your champion", () => {
    const run = (counters: number) => {
      let s = edit(aliceAs({ level: 1 }), (t) => { t.objects[player(t, A).champion!]!.counters.enlighten = counters; });
      let cards: string[];
      [s, cards] = addCards(s, A, next, 'materialDeck', 1);
      [s] = activate(s, A, def('discover-the-divine'));
      s = drive(s, pickChampion(cards[0]!));
      return { leveled: champion(s, A).card === cards[0], enlighten: champion(s, A).counters.enlighten ?? 0 };
    };
    expect(run(5)).toEqual({ leveled: true, enlighten: 1 });
    expect(run(3)).toEqual({ leveled: false, enlighten: 3 });
  });

  it("'dungeon-guide': on enter it may banish two memory cards at random to level up; may fail to find (ruling); not a cost (ruling)", () => {
    const run = (memoryCards: number, find: boolean) => {
      let s = edit(aliceAs({ level: 1 }), (t) => { player(t, A).memory = []; });
      let cards: string[];
      [s, cards] = addCards(s, A, next, 'materialDeck', 1);
      [s] = activate(s, A, def('dungeon-guide'));
      s = edit(s, (t) => { player(t, A).memory = []; });
      if (memoryCards) [s] = addCards(s, A, junk, 'memory', memoryCards);
      s = drive(s, pickChampion(find ? cards[0]! : null));
      return { leveled: champion(s, A).card === cards[0], banished: player(s, A).banishment.length, memory: player(s, A).memory.length };
    };
    expect(run(3, true)).toEqual({ leveled: true, banished: 2, memory: 1 });
    expect(run(3, false)).toEqual({ leveled: false, banished: 2, memory: 1 });
    expect(run(1, true)).toEqual({ leveled: false, banished: 0, memory: 1 });
  });
});

describe("'flagrant-guide'", () => {
  it('on enter it may level up your champion; if it does, 6 + four times the new base level unpreventable damage to it', () => {
    const run = (find: boolean) => {
      let s = aliceAs({ level: 1 });
      let cards: string[];
      [s, cards] = addCards(s, A, next, 'materialDeck', 1);
      [s] = activate(s, A, def('flagrant-guide'));
      s = drive(s, pickChampion(find ? cards[0]! : null));
      return { leveled: champion(s, A).card === cards[0], damage: champion(s, A).damage };
    };
    expect(run(true)).toEqual({ leveled: true, damage: 6 + 4 * 2 });
    expect(run(false)).toEqual({ leveled: false, damage: 0 });
  });
});
