// h5-b3: revitalizing-cleanse (a count of memory cards, CardCount zone 'memory').
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, champion, edit, player } from '../../engine/helpers.js';
import { activate, objectsOf, place } from '../amb/scenario.js';
import { ALL, addCards, aliceAs, bobAs, costNow, drive } from '../amb/amb1-support.js';

const water = defineCard({ slug: 'test-water-b3', name: 'Test Water', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, { onResolve: [] });
const water2 = defineCard({ slug: 'test-guard-b3o', name: 'Test Guard', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, { abilities: [] });
const fire = defineCard({ slug: 'test-fire-b3c', name: 'Test Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, { onResolve: [] });

describe("'revitalizing-cleanse'", () => {
  it('reveals the memory, recovers 1 per water card among it, then draws', () => {
    let s = edit(aliceAs({}), (t) => { t.objects[player(t, A).champion!]!.damage = 10; player(t, A).memory = []; });
    [s] = addCards(s, A, water, 'memory', 3);
    [s] = addCards(s, A, fire, 'memory', 2);
    [s] = activate(s, A, scriptedDef('revitalizing-cleanse'));
    const paidIntoMemory = player(s, A).memory.filter((c) => s.defs[s.cards[c]!.def]!.elements.includes('WATER')).length - 3;
    const deck = player(s, A).mainDeck.length;
    s = drive(s);
    expect(champion(s, A).damage).toBe(10 - 3 - paidIntoMemory);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
    expect(s.log.some((l) => l.text.includes('reveals their memory') && l.text.includes('Test Water'))).toBe(true);
  });
});

describe("'artificers-opus'", () => {
  it('costs LV less with a Tamer champion; enters rested; cleave: attacks everything the opponent controls, and every unit attacked may retaliate (ruling)', () => {
    expect(costNow(aliceAs({ classes: ['TAMER'], elements: [...ALL], level: 3 }), A, scriptedDef('artificers-opus'))).toBe(5);
    expect(costNow(aliceAs({ classes: ['MAGE'], elements: [...ALL], level: 3 }), A, scriptedDef('artificers-opus'))).toBe(8);
    let s = aliceAs({ classes: ['TAMER'], elements: [...ALL] });
    [s] = activate(s, A, scriptedDef('artificers-opus'));
    s = drive(s);
    expect(objectsOf(s, 'artificers-opus')[0]!.rested).toBe(true);
    // Bob attacks with it: both of Alice's units are attacked, and each may retaliate.
    let t = bobAs({ classes: ['TAMER'] });
    let opus: string, guard: string;
    [t, opus] = place(t, B, scriptedDef('artificers-opus'), { enteredTurn: 0 });
    [t, guard] = place(t, A, water2);
    t = act(t, B, { type: 'attack', attacker: opus });
    t = drive(t, (u, legal) => legal.find((a) => a.type === 'chooseAttackTarget' || (a.type === 'chooseTarget' && u.pending?.kind === 'attackDeclaration'))
      ?? (u.pending?.kind === 'retaliate' ? legal.find((a) => a.type === 'retaliate' && a.unit !== null) : undefined));
    expect(champion(t, A).damage).toBe(4);
    expect(t.objects[guard]).toBeUndefined(); // 4 damage to a 3-life ally
    expect(t.objects[opus]!.damage).toBeGreaterThan(0); // retaliated
  });
});

describe("'corhazi-lightblade'", () => {
  it('with an Assassin champion, on attack a random memory card is revealed; a luxem one gives it critical 1 this turn (ruling: combat damage)', () => {
    const luxem = defineCard({ slug: 'test-luxem-b3c', name: 'Test Luxem', types: ['ACTION'], element: 'LUXEM', cost: reserve(1) }, { onResolve: [] });
    const run = (classes: string[], lux: boolean) => {
      let s = bobAs({ classes });
      let blade: string;
      [s, blade] = place(s, B, scriptedDef('corhazi-lightblade'), { enteredTurn: 0 });
      s = edit(s, (t) => { player(t, B).memory = []; player(t, A).hand = []; }); // Alice can't discard against critical
      [s] = addCards(s, B, lux ? luxem : water, 'memory', 1);
      s = act(act(s, B, { type: 'attack', attacker: blade }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = drive(s);
      return champion(s, A).damage;
    };
    expect(run(['ASSASSIN'], true)).toBe(4);
    expect(run(['ASSASSIN'], false)).toBe(2);
    expect(run(['WARRIOR'], true)).toBe(2);
  });
});
