// h6-zh: looking at an opponent's memory and discarding from it (effects/hidden-zone-discard.ts, memory only).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defFromFacts } from '../../../src/cards/runtime.js';
import { factsOf } from '../../../src/cards/index-facts.js';
import type { Action, GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, addCard, addObject, champion, edit, player, withDef } from '../../engine/helpers.js';
import { activate, playerTarget } from '../amb/scenario.js';
import { aliceAs, costNow, drive, namedChampion } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);

function memoryOf(s: GameState, who: PlayerId, n: number): [GameState, string[]] {
  s = edit(s, (t) => { player(t, who).memory = []; });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    let id: string;
    [s, id] = addCard(s, who, 'giant-tortoise', 'memory');
    ids.push(id);
  }
  return [s, ids];
}

function omens(s: GameState, who: string, slugs: string[]): GameState {
  for (const slug of slugs) {
    let card: string;
    [s, card] = addCard(withDef(s, defFromFacts(factsOf(slug), null)), who, slug, 'banishment');
    s = edit(s, (t) => { t.cardCounters = { ...t.cardCounters, [card]: { omen: 1 } }; });
  }
  return s;
}

/** Drive to the end; discards pick the memory card `pick` (or the first) and record what was offered. */
function discarding(s: GameState, pick?: string): { s: GameState; offered: string[][] } {
  const offered: string[][] = [];
  s = drive(s, (t, legal) => {
    if (t.pending?.kind !== 'lookAndDiscard') return undefined;
    const cards = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
    offered.push(cards);
    return legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'card' && (pick === undefined || a.target.id === pick)) ?? legal[0] as Action;
  });
  return { s, offered };
}

describe("'pristine-scourge'", () => {
  it('looks at the target opponent\'s memory (no hand choice) and discards a card of it', () => {
    let s = aliceAs({ classes: ['GUARDIAN'] });
    let mem: string[];
    [s, mem] = memoryOf(s, B, 3);
    [s] = activate(s, A, def('pristine-scourge'), [playerTarget(B)]);
    const r = discarding(s, mem[1]);
    expect(r.offered).toEqual([mem]);
    expect(player(r.s, B).graveyard).toContain(mem[1]);
    expect(player(r.s, B).memory).toHaveLength(2);
  });

  it('a second card with omens of five different reserve costs (cards in banishment with omen counters are omens: ruling)', () => {
    let s = aliceAs({ classes: ['GUARDIAN'] });
    s = omens(s, A, ['arcane-sight', 'auspicious-feast', 'abnegation', 'absolving-flames', 'acquiescing-rejection']);
    let mem: string[];
    [s, mem] = memoryOf(s, B, 3);
    [s] = activate(s, A, def('pristine-scourge'), [playerTarget(B)]);
    const r = discarding(s);
    expect(r.offered).toHaveLength(2);
    expect(player(r.s, B).memory).toHaveLength(1);
    expect(player(r.s, B).graveyard).toEqual(expect.arrayContaining(mem.filter((c) => !player(r.s, B).memory.includes(c))));
  });

  it('an empty memory: nothing to discard', () => {
    let s = aliceAs({ classes: ['GUARDIAN'] });
    [s] = memoryOf(s, B, 0);
    [s] = activate(s, A, def('pristine-scourge'), [playerTarget(B)]);
    expect(discarding(s).offered).toEqual([]);
  });

  it('Ciel: 1 less for each of up to two omens', () => {
    let s = namedChampion(aliceAs({ classes: ['GUARDIAN'] }), A, 'Ciel', ['GUARDIAN']);
    expect(costNow(s, A, def('pristine-scourge'))).toBe(5);
    s = omens(s, A, ['arcane-sight']);
    expect(costNow(s, A, def('pristine-scourge'))).toBe(4);
    s = omens(s, A, ['abnegation', 'absolving-flames']);
    expect(costNow(s, A, def('pristine-scourge'))).toBe(3);
    expect(costNow(omens(aliceAs({ classes: ['GUARDIAN'] }), A, ['arcane-sight']), A, def('pristine-scourge'))).toBe(5);
  });
});

describe("'seep-into-the-mind'", () => {
  const withSheen = (s: GameState, sheen: number) => edit(withDef(s, def('fractured-memories')), (t) => {
    t.masteries = { ...t.masteries, [A]: { def: 'fractured-memories', counters: { sheen } } };
  });
  it('the target opponent puts three sheen counters on a unit they control', () => {
    let s = aliceAs({ classes: ['MAGE'] });
    let ally: string;
    [s, ally] = addObject(s, B, 'giant-tortoise');
    [s] = activate(s, A, def('seep-into-the-mind'), [playerTarget(B)]);
    let chooser: string | undefined;
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'chooseObjects') return undefined;
      chooser = t.pending.player;
      return legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === ally);
    });
    expect(chooser).toBe(B);
    expect(s.objects[ally]!.counters.sheen).toBe(3);
  });

  it('Merlin with Sheen 6+: then looks at that opponent\'s memory and discards a card of it', () => {
    for (const [merlin, sheen, discards] of [[true, 6, 1], [true, 5, 0], [false, 9, 0]] as const) {
      let s = aliceAs({ classes: ['MAGE'] });
      if (merlin) s = namedChampion(s, A, 'Merlin', ['MAGE']);
      s = withSheen(s, sheen);
      [s] = memoryOf(s, B, 2);
      [s] = activate(s, A, def('seep-into-the-mind'), [playerTarget(B)]);
      const r = discarding(s);
      expect(r.offered).toHaveLength(discards);
      expect(player(r.s, B).memory).toHaveLength(2 - discards);
      expect(champion(r.s, B).counters.sheen ?? 0).toBe(3);
    }
  });
});
