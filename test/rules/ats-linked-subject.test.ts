// Effects on "the linked ally" of a Link object (glossary/keywords-and-abilities.md#link). Cards of our own.
import { describe, expect, it } from 'vitest';
import { activated, buffPower, defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { currentStat } from '../../src/engine/state/query.js';
import { A, act, addCard, addObject, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const charm = { ...defineCard({ slug: 'test-charm', name: 'test-charm', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {}),
  keywords: ['link'], targets: [{ kind: 'ally' }], abilities: [activated([], [buffPower({ ref: 'linked' }, 3)])] } as CardDef;
const ally = defineCard({ slug: 'test-ally', name: 'test-ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});

describe('The linked object as the subject of an effect (keywords-and-abilities.md#link)', () => {
  it('the ability of the Link object affects the object it is linked to, and no other', () => {
    let s = withDef(withDef(newGame({ first: A }), charm), ally);
    let linked: string, other: string, card: string;
    [s, linked] = addObject(s, A, ally.slug);
    [s, other] = addObject(s, A, ally.slug);
    [s, card] = addCard(s, A, charm.slug);
    s = act(act(s, A, { type: 'activate', card }), A, { type: 'chooseTarget', target: { kind: 'object', id: linked } });
    s = passUntil(payReserve(s, A), (t) => t.stack.length === 0 && !t.pending);
    const c = Object.values(s.objects).find((o) => o.def === charm.slug)!;
    expect(c.linkedTo).toBe(linked);
    s = passUntil(act(s, A, { type: 'activateAbility', object: c.id, index: 0 }), (t) => t.stack.length === 0 && !t.pending);
    expect([currentStat(s, s.objects[linked]!, 'power'), currentStat(s, s.objects[other]!, 'power')]).toEqual([4, 1]);
  });
});
