// h5-b3: "whenever you reveal this card from your memory" (effects/memory-reveals.ts) and the cards that reveal.
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../src/engine/index.js';
import { defineCard, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, champion, edit, player, withDef } from '../../engine/helpers.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { activate, objectTarget, place } from '../amb/scenario.js';
import { ALL, addCards, aliceAs, bobAs, drive } from '../amb/amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const animal = defineCard({ slug: 'test-animal-b3', name: 'Test Animal', types: ['ALLY'], subtypes: ['ANIMAL'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, { abilities: [] });
const beast = defineCard({ slug: 'test-beast-b3m', name: 'Test Beast', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, { abilities: [] });
const kill = defineCard({ slug: 'test-kill-b3', name: 'Test Kill', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { targets: [{ kind: 'ally' }], onResolve: [{ op: 'destroy', subject: target(0) }] });
const LUX = [...ALL, 'LUXEM'] as const;
const revealer = defineCard({ slug: 'test-revealer-b3', name: 'Test Revealer', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'revealCards', from: ['memory'], filter: {}, count: 1 }] });

const revealCard = (card: string) => (s: GameState, legal: Action[]): Action | undefined =>
  s.pending?.kind === 'revealCards' ? legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'card' && a.target.id === card) : undefined;
const hurt = (s: GameState, who: string, n: number) => edit(s, (t) => { t.objects[player(t, who).champion!]!.damage = n; });

describe('h5-b3 memory reveal triggers', () => {
  it("'luxem-sight': draw a card; with a luxem champion, revealing it from memory recovers 3", () => {
    for (const luxem of [true, false]) {
      let t = hurt(aliceAs({ elements: luxem ? [...LUX] : [...ALL] }), A, 5);
      let sight: string[];
      [t, sight] = addCards(t, A, def('luxem-sight'), 'memory', 1);
      [t] = activate(t, A, revealer);
      t = drive(t, revealCard(sight[0]!));
      expect(champion(t, A).damage).toBe(luxem ? 2 : 5);
      expect(player(t, A).memory).toContain(sight[0]); // revealed, not moved
    }
    let s = aliceAs({ elements: [...LUX] });
    const deck = player(s, A).mainDeck.length;
    [s] = activate(s, A, def('luxem-sight'));
    s = drive(s);
    expect(player(s, A).mainDeck.length).toBe(deck - 1);
  });

  it("'luminous-surge': a unit's next attack +3 and recover 3; revealed from memory (Assassin or Cleric, luxem), a unit's next attack +1", () => {
    let s = hurt(bobAs({ classes: ['CLERIC'], elements: [...LUX] }), B, 4);
    let striker: string;
    [s, striker] = place(s, B, beast, { enteredTurn: 0 });
    [s] = activate(s, B, def('luminous-surge'), [objectTarget(striker)]);
    s = drive(s);
    expect(champion(s, B).damage).toBe(1);
    let surge: string[];
    [s, surge] = addCards(s, B, def('luminous-surge'), 'memory', 1);
    [s] = activate(s, B, def('lumen-borealis'));
    s = drive(s, (t, legal) => revealCard(surge[0]!)(t, legal)
      ?? (t.pending?.kind === 'triggerTargets' ? legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === striker) : undefined));
    s = act(act(s, B, { type: 'attack', attacker: striker }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = drive(s);
    expect(champion(s, A).damage).toBe(1 + 3 + 1);
  });

  it("'lumen-borealis': with a Tamer champion Animal allies get +1/+1; it may reveal a memory card on enter and whenever an Animal ally of yours dies", () => {
    let s = aliceAs({ classes: ['TAMER'], elements: [...LUX] });
    let pet: string, other: string;
    [s, pet] = place(s, A, animal);
    [s, other] = place(s, A, beast);
    [s] = place(s, A, def('lumen-borealis'));
    expect([currentStat(s, s.objects[pet]!, 'power'), currentStat(s, s.objects[pet]!, 'life')]).toEqual([2, 2]);
    expect(currentStat(s, s.objects[other]!, 'power')).toBe(1);
    let offered = false;
    [s] = addCards(s, A, beast, 'memory', 1);
    [s] = activate(s, A, kill, [objectTarget(pet)]);
    s = drive(s, (t) => { if (t.pending?.kind === 'revealCards') offered = true; return undefined; });
    expect(s.objects[pet]).toBeUndefined();
    expect(offered).toBe(true);
    let t = withDef(aliceAs({ classes: ['MAGE'], elements: [...LUX] }), animal);
    [t, pet] = place(t, A, animal);
    [t] = place(t, A, def('lumen-borealis'));
    expect(currentStat(t, t.objects[pet]!, 'power')).toBe(1);
  });
});
