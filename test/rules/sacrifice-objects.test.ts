// Sacrifice as an effect (glossary/game-terms.md#sacrifice), "if it was ephemeral" read as the source
// last was on the field (glossary/game-terms.md#ephemeral), and a condition on a target's counters
// (game-mechanics/game-mechanics-counters.md#general-rules). Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, dealDamage, defineCard, draw, ifThen, onEnter, reserve, sacrificeSelf, self, target, targetUnit, triggered } from '../../src/cards/define.js';
import { A, B, act, addObject, champion, newGame, player, withDef } from '../engine/helpers.js';
import { objectTarget, play, settle } from '../cards/amb/scenario.js';

const altar = defineCard({ slug: 'test-altar', name: 'Test Altar', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 },
  { abilities: [triggered(onEnter(), [{ op: 'sacrifice', subject: self() }])] });
const keeper = defineCard({ slug: 'test-keeper', name: 'Test Keeper', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 },
  { abilities: [activated([sacrificeSelf()], [ifThen({ kind: 'selfEphemeral' }, [draw(2)], [draw(1)])])] });
const zap = defineCard({ slug: 'test-zap', name: 'Test Zap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetUnit()], onResolve: [dealDamage(target(0), 1, { condition: { kind: 'targetCounters', index: 0, counter: 'buff', min: 2 }, amount: 3 })] });

const wall = defineCard({ slug: 'test-wall', name: 'Test Wall', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 0, life: 9 }, {});

describe('Sacrifice as an effect (game-terms.md#sacrifice)', () => {
  it('the object goes to its owner\'s graveyard', () => {
    let s = play(newGame({ first: A }), A, altar);
    expect(player(s, A).graveyard.some((c) => s.cards[c]!.def === altar.slug)).toBe(true);
    expect(s.field.some((id) => s.objects[id]!.def === altar.slug)).toBe(false);
  });
});

describe('"If it was ephemeral" once a cost removed it (game-terms.md#ephemeral)', () => {
  it('the condition reads the source as it was sacrificed: ephemeral, or not', () => {
    const run = (ephemeral: boolean) => {
      let s = withDef(newGame({ first: A }), keeper);
      let o: string;
      [s, o] = addObject(s, A, keeper.slug, ephemeral ? { ephemeral: true } : {});
      const before = player(s, A).hand.length;
      s = settle(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
      return [player(s, A).hand.length - before, player(s, A).banishment.length] as const;
    };
    expect(run(false)).toEqual([1, 0]);
    expect(run(true)).toEqual([2, 1]);
  });
});

describe('A condition on a target\'s counters (game-counters.md#general-rules)', () => {
  it('the larger amount only while the target has that many counters as the effect resolves', () => {
    let s = withDef(newGame({ first: A }), zap);
    let big: string, small: string;
    [s, big] = addObject(withDef(s, wall), B, wall.slug, { counters: { buff: 2 } });
    [s, small] = addObject(s, B, wall.slug, { counters: { buff: 1 } });
    s = play(s, A, zap, [objectTarget(big)]);
    s = play(s, A, zap, [objectTarget(small)]);
    s = play(s, A, zap, [objectTarget(champion(s, B).id)]);
    expect([s.objects[big]!.damage, s.objects[small]!.damage, champion(s, B).damage]).toEqual([3, 1, 1]);
  });
});
