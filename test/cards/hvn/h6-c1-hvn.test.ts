// h6-c1: HVN alternative costs: Winds of Destiny (resting two Fatestones), Clash of Fates (a quest counter, with Guo Jia).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, champion, edit, player, withDef } from '../../engine/helpers.js';
import { settle } from '../amb/scenario.js';
import { aliceAs, namedChampion } from '../amb/amb1-support.js';
import { hasKeyword } from '../../../src/engine/state/query.js';

const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE'];
const stone = defineCard({ slug: 'h6c1-stone', name: 'Stone', types: ['ITEM'], subtypes: ['FATESTONE'], element: 'NORM', cost: reserve(1) }, {});
const shenju = defineCard({ slug: 'h6c1-shenju', name: 'Shenju', types: ['ALLY'], subtypes: ['SHENJU', 'FATEBOUND'], element: 'NORM', cost: reserve(1), power: 2, life: 2 }, {});
const bound = defineCard({ slug: 'h6c1-bound', name: 'Bound', types: ['ALLY'], subtypes: ['FATEBOUND'], element: 'NORM', cost: reserve(1), power: 2, life: 2 }, {});
const foe = defineCard({ slug: 'h6c1-foe', name: 'Foe', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});

describe('h6-c1 hvn', () => {
  it("'winds-of-destiny': resting two Fatestones you control pays instead of (3); suppresses a target ally, item or weapon", () => {
    let s = aliceAs({ classes: ['TAMER'], elements: EVERY });
    s = withDef(withDef(withDef(s, stone), foe), scriptedDef('winds-of-destiny'));
    s = edit(s, (t) => { player(t, A).hand = []; });
    let s1: string, s2: string, victim: string, card: string;
    [s, s1] = addObject(s, A, stone.slug);
    [s, s2] = addObject(s, A, stone.slug);
    [s, victim] = addObject(s, B, foe.slug);
    [s, card] = addCard(s, A, 'winds-of-destiny');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'declareAltCost', use: true });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: victim } });
    s = act(act(s, A, { type: 'chooseCostPart', id: s1 }), A, { type: 'chooseCostPart', id: s2 });
    expect(s.objects[s1]!.rested && s.objects[s2]!.rested).toBe(true);
    s = settle(s);
    expect(s.field).not.toContain(victim);
    expect(player(s, B).banishment.length).toBeGreaterThan(0);
  });

  it("'clash-of-fates': with Guo Jia a quest counter pays instead of (2); a buff counter on a Fatestone or Fatebound object, vigor if it is a Shenju ally", () => {
    let s = namedChampion(aliceAs({ elements: EVERY }), A, 'Guo Jia', ['TAMER']);
    s = withDef(withDef(s, stone), shenju);
    s = withDef(withDef(s, bound), scriptedDef('clash-of-fates'));
    s = edit(s, (t) => { player(t, A).hand = []; t.objects[champion(t, A).id]!.counters.quest = 1; });
    let sh: string, b: string, card: string;
    [s, sh] = addObject(s, A, shenju.slug);
    [s, b] = addObject(s, A, bound.slug);
    [s, card] = addCard(s, A, 'clash-of-fates');
    let t = act(s, A, { type: 'activate', card });
    t = act(t, A, { type: 'declareAltCost', use: true });
    t = settle(act(t, A, { type: 'chooseTarget', target: { kind: 'object', id: sh } }));
    expect(champion(t, A).counters.quest ?? 0).toBe(0);
    expect(t.objects[sh]!.counters.buff).toBe(1);
    expect(hasKeyword(t, t.objects[sh]!, 'vigor')).toBe(true);
    // A Fatebound ally that is no Shenju: the counter only.
    let u = act(act(s, A, { type: 'activate', card }), A, { type: 'declareAltCost', use: true });
    u = settle(act(u, A, { type: 'chooseTarget', target: { kind: 'object', id: b } }));
    expect(u.objects[b]!.counters.buff).toBe(1);
    expect(hasKeyword(u, u.objects[b]!, 'vigor')).toBe(false);
    // Another champion: no alternative cost, and nothing in hand to pay (2).
    const other = edit(aliceAs({ classes: ['TAMER'], elements: EVERY }), (x) => { x.objects[champion(x, A).id]!.counters.quest = 1; });
    let o = withDef(withDef(other, shenju), scriptedDef('clash-of-fates'));
    o = edit(o, (x) => { player(x, A).hand = []; });
    [o] = addObject(o, A, shenju.slug);
    let c2: string;
    [o, c2] = addCard(o, A, 'clash-of-fates');
    expect(legalActions(o, A).some((a) => a.type === 'activate' && a.card === c2)).toBe(false);
  });
});
