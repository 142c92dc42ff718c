// Costs paid with picked cards or objects (src/engine/effects/choice-costs.ts): an activated ability's
// graveyard banish or sacrifice cost, and an additional banish cost to materialize a card.
// game-mechanics/game-mechanics-abilities/abilities-activated-abilities.md#general-rules (the cost is paid as it is activated),
// game-mechanics/game-mechanics-playing-cards/playing-cards-card-materialization.md#general-rules (additional costs with the memory cost).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { defineCard, memory } from '../../src/cards/define.js';
import { A, B, act, addCard, mainPhaseOf, player, resolveAll, toMaterialize, withDef } from '../cards/doa/support.js';
import { place } from '../cards/doa/round2-helpers.js';
import { edit, refuse } from '../engine/helpers.js';

const ember = defineCard({ slug: 'test-ember', name: 'Test Ember', types: ['ACTION'], element: 'FIRE', cost: { kind: 'reserve', value: 1 } }, {});
const frost = defineCard({ slug: 'test-frost', name: 'Test Frost', types: ['ACTION'], element: 'WATER', cost: { kind: 'reserve', value: 1 } }, {});
const grim = defineCard({ slug: 'test-grim', name: 'Test Grim', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
  abilities: [{ kind: 'activated', speed: 'fast', costs: [{ kind: 'banishGraveyardCards', count: 2, filter: { element: 'FIRE' } }], effects: [{ op: 'draw', who: 'you', count: 1 }] }],
});
const herb = defineCard({ slug: 'test-herb', name: 'Test Herb', types: ['ITEM', 'TOKEN'], subtypes: ['HERB'], element: 'NORM', cost: { kind: 'none' } }, {});
const kit = defineCard({ slug: 'test-kit', name: 'Test Kit', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
  abilities: [{ kind: 'activated', speed: 'fast', costs: [{ kind: 'sacrificeObjects', count: 2, filter: { subtype: 'HERB' } }], effects: [{ op: 'draw', who: 'you', count: 1 }] }],
});
const relic = defineCard({ slug: 'test-relic', name: 'Test Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
  abilities: [{ kind: 'static', effect: { kind: 'materializeBanishCost', count: 2, filter: { type: 'ACTION' }, singleGraveyard: true } }],
});

const inGraveyard = (s: ReturnType<typeof mainPhaseOf>, who: string, def: typeof ember, n: number): [ReturnType<typeof mainPhaseOf>, string[]] => {
  const ids: string[] = [];
  s = withDef(s, def);
  for (let i = 0; i < n; i++) { let c: string; [s, c] = addCard(s, who, def.slug, 'graveyard'); ids.push(c); }
  return [s, ids];
};

describe('graveyard banish costs of activated abilities', () => {
  it('can not be activated without enough cards like that in your graveyard', () => {
    let s = mainPhaseOf(A);
    let g: string;
    [s, g] = place(s, A, grim);
    [s] = inGraveyard(s, A, ember, 1);
    [s] = inGraveyard(s, A, frost, 3);
    refuse(s, A, { type: 'activateAbility', object: g, index: 0 }, 'abilities-activated-abilities.md');
  });

  it('the player picks the cards, only ones that fit; they are banished as the ability is activated', () => {
    let s = mainPhaseOf(A);
    let g: string, embers: string[], frosts: string[];
    [s, g] = place(s, A, grim);
    [s, embers] = inGraveyard(s, A, ember, 3);
    [s, frosts] = inGraveyard(s, A, frost, 1);
    s = act(s, A, { type: 'activateAbility', object: g, index: 0 });
    const picks = legalActions(s, A).filter((a) => a.type === 'chooseCostPart').map((a) => (a as { id: string }).id);
    expect(picks.sort()).toEqual([...embers].sort());
    expect(picks).not.toContain(frosts[0]);
    s = act(s, A, { type: 'chooseCostPart', id: embers[0]! });
    s = act(s, A, { type: 'chooseCostPart', id: embers[2]! });
    expect(s.stack.length).toBe(1);
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([embers[0], embers[2]]));
    expect(player(s, A).graveyard).toContain(embers[1]);
  });
});

describe('sacrifice costs of activated abilities', () => {
  it('sacrifices the picked objects; not enough of them: refused', () => {
    let s = withDef(mainPhaseOf(A), herb);
    let k: string, h1: string, h2: string;
    [s, k] = place(s, A, kit);
    [s, h1] = place(s, A, herb);
    refuse(s, A, { type: 'activateAbility', object: k, index: 0 }, 'abilities-activated-abilities.md');
    [s, h2] = place(s, A, herb);
    s = act(s, A, { type: 'activateAbility', object: k, index: 0 });
    s = act(s, A, { type: 'chooseCostPart', id: h1 });
    s = act(s, A, { type: 'chooseCostPart', id: h2 });
    expect(s.objects[h1]).toBeUndefined();
    expect(s.objects[h2]).toBeUndefined();
    const hand = player(s, A).hand.length;
    s = resolveAll(s);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });
});

describe('additional banish costs to materialize', () => {
  it('needs enough cards in one graveyard; all picks come from that graveyard', () => {
    const [s0, card] = toMaterialize(relic);
    let s = s0;
    // One action card in each graveyard: neither graveyard holds two.
    [s] = inGraveyard(s, A, ember, 1);
    [s] = inGraveyard(s, B, frost, 1);
    refuse(s, A, { type: 'materialize', card }, 'playing-cards-card-materialization.md');
    let bobs: string[];
    [s, bobs] = inGraveyard(s, B, frost, 1);
    s = act(s, A, { type: 'materialize', card });
    const first = legalActions(s, A).filter((a) => a.type === 'chooseCostPart').map((a) => (a as { id: string }).id);
    expect(first.sort()).toEqual([...player(s, B).graveyard].sort());
    s = act(s, A, { type: 'chooseCostPart', id: bobs[0]! });
    s = act(s, A, { type: 'chooseCostPart', id: player(s, B).graveyard[0]! });
    s = resolveAll(s);
    expect(player(s, B).graveyard).toEqual([]);
    expect(player(s, B).banishment.length).toBe(2);
    expect(player(s, A).graveyard.length).toBe(1);
    expect(Object.values(s.objects).some((o) => o.def === 'test-relic')).toBe(true);
  });
});
void edit;
