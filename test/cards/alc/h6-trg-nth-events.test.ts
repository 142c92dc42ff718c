// h6-trg: "whenever … for the second time each turn" (effects/nth-events.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, atMain, passUntil, player } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, play } from '../amb/scenario.js';
import { mainPhaseOf } from '../doa/support.js';
import { fill } from '../doa/round2-helpers.js';

const def = (slug: string) => scriptedDef(slug);
const drawOne = defineCard({ slug: 'test-h6-draw-one', name: 'Draw One', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(1)] });
const drawTwo = defineCard({ slug: 'test-h6-draw-two', name: 'Draw Two', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(2)] });
const aether = (slug: string) => defineCard({ slug, name: slug, types: ['ACTION'], subtypes: ['RANGER', 'AETHERCHARGE'], element: 'NORM', cost: reserve(0), speed: true }, {});
const plain = defineCard({ slug: 'test-h6-plain-action', name: 'Plain', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {});

describe('creeping-torment', () => {
  const putOn = (who: string): GameState => {
    let s = fill(asChampion(mainPhaseOf(A), A, { classes: ['CLERIC'], elements: ['NORM', 'UMBRA'] }), A, 2);
    return play(s, A, def('creeping-torment'), [], { triggerTargets: [objectTarget(player(s, who).champion!)] });
  };
  it("'creeping-torment': entering, it goes under the target champion's lineage; that player's second card drawn each turn deals 2 unpreventable damage to the champion", () => {
    let s = putOn(B);
    const bob = player(s, B).champion!;
    expect(s.objects[bob]!.lineage).toHaveLength(1);
    expect(s.cards[s.objects[bob]!.lineage[0]!]!.def).toBe('creeping-torment');
    // Bob's first card this turn (drawn on Alice's turn) does nothing, the second does, the third doesn't.
    s = play(s, A, drawOne); // Alice draws: not Bob's
    const before = s.objects[bob]!.damage;
    expect(before).toBe(0);
    s = passUntil(s, atMain(B)); // Bob's draw phase: his first card this turn
    expect(s.objects[bob]!.damage).toBe(0);
    s = play(s, B, drawTwo); // his second and third
    expect(s.objects[bob]!.damage).toBe(2);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(0);
  });
  it("'creeping-torment': on your own champion it counts your draws", () => {
    let s = putOn(A);
    s = play(s, A, drawOne);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(0);
    s = play(s, A, drawOne);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(2);
  });
});

describe('dyadic-fletcher', () => {
  it("'dyadic-fletcher': with a Ranger champion it becomes distant as you activate your second Aethercharge card of the turn (not the first or third)", () => {
    let s = asChampion(mainPhaseOf(A), A, { classes: ['RANGER'], elements: ['NORM', 'WIND'] });
    let bird: string;
    [s, bird] = place(s, A, def('dyadic-fletcher'));
    s = play(s, A, aether('test-h6-aether-1'));
    s = play(s, A, plain);
    expect(s.objects[bird]!.distant ?? false).toBe(false);
    s = play(s, A, aether('test-h6-aether-2'));
    expect(s.objects[bird]!.distant).toBe(true);
    expect(def('dyadic-fletcher').keywordValues?.ranged).toBe(2);
  });
  it("'dyadic-fletcher': without the class bonus, or on an opponent's Aethercharge cards, nothing", () => {
    let s = asChampion(mainPhaseOf(A), A, { classes: ['WARRIOR'], elements: ['NORM', 'WIND'] });
    let bird: string;
    [s, bird] = place(s, A, def('dyadic-fletcher'));
    s = play(play(s, A, aether('test-h6-aether-1')), A, aether('test-h6-aether-2'));
    expect(s.objects[bird]!.distant ?? false).toBe(false);
  });
});
