// h6-c1: Shizun of the Ash, an ability paid by resting and banishing a fire card from the graveyard.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, act, addCard, addObject, player, withDef } from '../../engine/helpers.js';
import { activate, place, settle } from '../amb/scenario.js';
import { acceptAll, aliceAs, asKongming, drive } from '../amb/amb1-support.js';

const ember = defineCard({ slug: 'h6c1-ember', name: 'Ember', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, { onResolve: [] });
const drop = defineCard({ slug: 'h6c1-drop', name: 'Drop', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, { onResolve: [] });
const foe = defineCard({ slug: 'h6c1-foe', name: 'Foe', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 4 }, {});

describe('h6-c1 rdo', () => {
  it("'shizun-of-the-ash': On Enter may discard to draw; with Kongming facing North or South, rest + banish a fire card: 4 damage to an ally", () => {
    let s = asKongming(aliceAs({ classes: ['MAGE'] }), A, 'north');
    for (const d of [ember, drop, foe]) s = withDef(s, d);
    // On Enter: discard a card, then draw one.
    [s] = activate(s, A, scriptedDef('shizun-of-the-ash'));
    const hand = player(s, A).hand.length;
    const grave = player(s, A).graveyard.length;
    s = drive(s, acceptAll);
    expect(player(s, A).hand.length).toBe(hand);
    expect(player(s, A).graveyard.length).toBe(grave + 1);
    const shizun = Object.values(s.objects).find((o) => o.def === 'shizun-of-the-ash')!.id;
    let victim: string;
    [s, victim] = addObject(s, 'bob', foe.slug);
    s = { ...s, objects: { ...s.objects, [shizun]: { ...s.objects[shizun]!, enteredTurn: -1 } } };
    const offered = (x: typeof s) => legalActions(x, A).some((a) => a.type === 'activateAbility' && a.object === shizun);
    // Only a fire card banished from the graveyard pays it.
    s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, graveyard: [] } : p)) };
    [s] = addCard(s, A, drop.slug, 'graveyard');
    expect(offered(s)).toBe(false);
    let fire: string;
    [s, fire] = addCard(s, A, ember.slug, 'graveyard');
    expect(offered(s)).toBe(true);
    // Facing East or West: no.
    expect(offered(asKongming(s, A, 'east'))).toBe(false);
    s = act(s, A, legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === shizun)!);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: victim } });
    s = act(s, A, { type: 'chooseCostPart', id: fire });
    s = settle(s);
    expect(player(s, A).banishment).toContain(fire);
    expect(s.objects[shizun]!.rested).toBe(true);
    expect(s.field).not.toContain(victim);
    // Another champion: no Kongming Bonus.
    let t = aliceAs({ classes: ['MAGE'] });
    let sh: string;
    [t, sh] = place(withDef(t, ember), A, scriptedDef('shizun-of-the-ash'));
    [t] = addCard(t, A, ember.slug, 'graveyard');
    [t] = addObject(withDef(t, foe), 'bob', foe.slug);
    expect(legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === sh)).toBe(false);
  });

  it("'glacial-binding': a Floating Memory card banished from the graveyard pays instead of (2); negates a card activation unless its controller pays (3), banishing that card", () => {
    let s = aliceAs({ classes: ['CLERIC'], elements: ['NORM', 'EXALTED', 'WATER'] });
    const dummy = defineCard({ slug: 'h6c1-dummy', name: 'Dummy', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [] });
    const floater = defineCard({ slug: 'h6c1-floater', name: 'Floater', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, { keywords: ['floatingMemory'], onResolve: [] });
    s = withDef(withDef(withDef(s, dummy), floater), scriptedDef('glacial-binding'));
    s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, hand: [] } : p)) };
    let d: string, g: string, f: string;
    [s, f] = addCard(s, A, floater.slug, 'graveyard');
    [s, g] = addCard(s, A, 'glacial-binding');
    [s, d] = addCard(s, A, dummy.slug);
    s = act(s, A, { type: 'activate', card: d });
    const dummyItem = s.stack.at(-1)!.id;
    s = act(s, A, { type: 'activate', card: g });
    s = act(s, A, { type: 'declareAltCost', use: true });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: dummyItem } });
    s = act(s, A, { type: 'chooseCostPart', id: f });
    expect(player(s, A).banishment).toContain(f);
    // With no card in hand the controller can't pay (3): negated, its card banished.
    s = settle(s);
    expect(player(s, A).banishment).toContain(d);
    expect(player(s, A).graveyard).toContain(g);
  });
});
