// h6-lin: Curse Amplification gives every Curse card in a lineage, for the rest of the game, a recollection phase
// Inherited Effect (effects/lineage-grants.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, atMain, champion, edit, passUntil, player, withDef } from '../../engine/helpers.js';
import { activate } from '../amb/scenario.js';
import { ALL, addCards, aliceAs, costNow, drive } from '../amb/amb1-support.js';

const amp = scriptedDef('curse-amplification');
const UM: Element[] = [...ALL, 'UMBRA'];
const hex = defineCard({ slug: 'test-h6a-hex', name: 'Test Hex', types: ['ACTION'], subtypes: ['CURSE'], element: 'NORM', cost: reserve(1) }, {});
const diana = defineCard({ slug: 'test-h6a-diana', name: 'Diana, Test', types: ['CHAMPION'], subtypes: ['RANGER'], classes: ['RANGER'], element: UM, cost: memory(1), level: 1, life: 40 }, {});

function curses(s: GameState, who: PlayerId, n: number): GameState {
  let ids: string[];
  [s, ids] = addCards(s, who, hex, 'graveyard', n);
  return edit(s, (t) => {
    player(t, who).graveyard = player(t, who).graveyard.filter((c) => !ids.includes(c));
    t.objects[player(t, who).champion!]!.lineage.unshift(...ids);
  });
}

describe("'curse-amplification'", () => {
  it('costs 3 less with Diana as champion', () => {
    const s = aliceAs({ classes: ['RANGER'], elements: UM });
    expect(costNow(s, A, amp)).toBe(6);
    expect(costNow(edit(withDef(s, diana), (t) => { t.objects[player(t, A).champion!]!.def = diana.slug; }), A, amp)).toBe(3);
  });

  it('recovers 4 only with twenty or more damage counters on your champion', () => {
    const run = (damage: number) => {
      let s = edit(aliceAs({ classes: ['RANGER'], elements: UM }), (t) => { t.objects[player(t, A).champion!]!.damage = damage; });
      [s] = activate(s, A, amp);
      return champion(drive(s), A).damage;
    };
    expect(run(20)).toBe(16);
    expect(run(19)).toBe(19);
  });

  it("for the rest of the game, each Curse card in any lineage deals its champion 1 unpreventable damage at the start of that player's recollection phase", () => {
    let s = curses(curses(aliceAs({ classes: ['RANGER'], elements: UM }), A, 2), B, 1);
    [s] = activate(s, A, amp);
    s = drive(s);
    expect(champion(s, A).damage).toBe(0);
    s = passUntil(s, atMain(B)); // Bob's first turn has no recollection phase
    expect(champion(s, B).damage).toBe(0);
    s = curses(s, A, 1); // a Curse that enters a lineage later has it too
    s = passUntil(s, atMain(A));
    expect(champion(s, A).damage).toBe(3);
    expect(champion(s, B).damage).toBe(0);
    s = passUntil(s, atMain(B));
    expect(champion(s, B).damage).toBe(1);
    expect(champion(s, A).damage).toBe(3);
  });
});
