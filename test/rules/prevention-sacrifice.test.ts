// "Prevent N of that damage and sacrifice this instead": a static prevention whose replacement also
// sacrifices its source (game-mechanics/game-mechanics-damage-prevention.md, rule 11: an additional effect
// is part of the same replacement). Once sacrificed, it prevents nothing more, even in the same batch. Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, dealDamage, defineCard, memory, staticAbility } from '../../src/cards/define.js';
import { A, act, addObject, game, settle, unit, withDef } from '../cards/regalia-b-support.js';

const aegis = defineCard({ slug: 'test-aegis', name: 'test-aegis', types: ['ITEM'], element: 'NORM', cost: memory(0) }, {
  abilities: [staticAbility({ kind: 'preventDamage', affects: 'yourAllies', amount: 2, sacrificeSelf: true })],
});
const storm = defineCard({ slug: 'test-storm', name: 'test-storm', types: ['ITEM'], element: 'NORM', cost: memory(0) }, {
  abilities: [activated([], [dealDamage({ ref: 'allAllies' }, 3)])],
});
const pal = unit('test-pal2', { life: 9 });

describe('a prevention that sacrifices its source (game-mechanics-damage-prevention.md)', () => {
  it('the first damage event has 2 prevented and the source is sacrificed; the next event of the batch gets nothing', () => {
    let s = withDef(withDef(withDef(game(), aegis), storm), pal);
    let a1: string, a2: string, ae: string, st: string;
    [s, a1] = addObject(s, A, pal.slug);
    [s, a2] = addObject(s, A, pal.slug);
    [s, ae] = addObject(s, A, aegis.slug);
    [s, st] = addObject(s, A, storm.slug);
    s = settle(act(s, A, { type: 'activateAbility', object: st, index: 0 }));
    expect(s.objects[ae]).toBeUndefined();
    expect([s.objects[a1]!.damage, s.objects[a2]!.damage].sort()).toEqual([1, 3]);
  });
});
