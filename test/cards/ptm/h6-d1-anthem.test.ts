// h6-d1: a shield on each of your units whose trigger feeds Fractured Memories, and a delayed power boost read from it.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState } from '../../../src/engine/index.js';
import { A, B, activateFromHand, atMain, champion, edit, mainPhaseOf, passUntil, withDef } from '../doa/support.js';
import { as, fill, obj, place, power } from '../doa/round2-helpers.js';

const memorite = defineCard({ slug: 'test-d1a-memorite', name: 'Shard', types: ['ALLY'], subtypes: ['MEMORITE'], element: 'NORM', cost: reserve(1), power: 1, life: 9 }, {});
const hit = (n: number) => defineCard({ slug: `test-d1a-hit-${n}`, name: 'Hit', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: n }] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
const run = (s: GameState, def: CardDef, targets: ChosenTarget[]) => passUntil(activateFromHand(fill(s, A, 3), A, def, targets)[0], settled);
const sheen = (s: GameState) => s.masteries?.[A]?.counters.sheen ?? 0;

describe("'crystallized-anthem'", () => {
  const def = scriptedDef('crystallized-anthem');
  function setUp(start: number): [GameState, string] {
    let s = withDef(as(mainPhaseOf(A), A, 'assassin', 'EXALTED', 'WIND', 'TERA'), scriptedDef('fractured-memories'));
    s = edit(s, (t) => { t.masteries = { ...(t.masteries ?? {}), [A]: { def: 'fractured-memories', counters: { sheen: start } } }; });
    let shard: string;
    [s, shard] = place(s, A, memorite);
    return [run(s, def, []), shard];
  }
  it('the next 2 damage to each unit you control is stopped; each time, two sheen counters on your Fractured Memories', () => {
    let [s, shard] = setUp(0);
    s = run(s, hit(3), [obj(champion(s, A).id)]);
    expect([champion(s, A).damage, sheen(s)]).toEqual([1, 2]);
    s = run(s, hit(1), [obj(shard)]);
    s = run(s, hit(2), [obj(shard)]);
    expect([s.objects[shard]!.damage, sheen(s)]).toEqual([1, 6]);
    s = run(s, hit(2), [obj(champion(s, A).id)]);
    expect([champion(s, A).damage, sheen(s)]).toEqual([3, 6]);
  });
  it("units that enter later and an opponent's units are not shielded", () => {
    let [s] = setUp(0);
    let later: string, theirs: string;
    [s, later] = place(s, A, memorite);
    [s, theirs] = place(s, B, memorite);
    s = run(s, hit(2), [obj(later)]);
    s = run(s, hit(2), [obj(theirs)]);
    expect([s.objects[later]!.damage, s.objects[theirs]!.damage, sheen(s)]).toEqual([2, 2, 0]);
  });
  it('at the beginning of your next recollection phase, your Memorite objects get +1 power per six sheen counters until end of turn', () => {
    let [s, shard] = setUp(10);
    s = run(s, hit(2), [obj(shard)]); // 12 sheen counters
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(power(s, shard)).toBe(1 + 2);
    s = passUntil(s, atMain(B));
    expect(power(s, shard)).toBe(1);
  });
});
