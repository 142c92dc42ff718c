// h6-d1: triggers on combat damage dealt by a unit of a kind (its source: src/engine/effects/damage-sources.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, activateFromHand, attack, champion, mainPhaseOf, passUntil, player, resolveAll } from '../doa/support.js';
import { as, fill, place } from '../doa/round2-helpers.js';

const beast = (element: Element) => defineCard({ slug: `test-d1t-beast-${element}`, name: `Beast ${element}`, types: ['ALLY'], element, cost: reserve(1), power: 2, life: 5 }, {});
const wall = defineCard({ slug: 'test-d1t-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 9 }, {});

/** Bob's ally of this element attacks `target` (Alice's champion by default); Bob answers the relic's "may" with `accept`. */
function strike(element: Element, opts: { rested?: boolean; accept?: boolean; atWall?: boolean } = {}): { s: GameState; relic: string; wallId: string } {
  let s = as(mainPhaseOf(B), B, 'tamer', 'FIRE');
  let relic: string, ally: string, wallId: string;
  [s, relic] = place(s, B, scriptedDef('relic-of-dancing-embers'), { rested: !!opts.rested });
  [s, ally] = place(s, B, beast(element));
  [s, wallId] = place(s, A, wall);
  s = attack(s, B, ally, opts.atWall ? wallId : champion(s, A).id);
  for (let i = 0; i < 10; i++) {
    s = passUntil(s, (t) => t.pending?.kind === 'may' || (!t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    if (s.pending?.kind !== 'may') break;
    s = act(s, B, { type: 'mayAnswer', accept: opts.accept ?? true });
  }
  return { s, relic, wallId };
}

describe("'relic-of-dancing-embers'", () => {
  it('a fire ally of yours deals combat damage to a champion while it is awake: you may sacrifice it for 3 damage to that champion', () => {
    const { s, relic } = strike('FIRE');
    expect(champion(s, A).damage).toBe(2 + 3);
    expect(s.objects[relic]).toBeUndefined();
    expect(player(s, B).graveyard.some((c) => s.cards[c]!.def === 'relic-of-dancing-embers')).toBe(true);
  });
  it('declined: it stays and no more damage is dealt', () => {
    const { s, relic } = strike('FIRE', { accept: false });
    expect([champion(s, A).damage, !!s.objects[relic]]).toEqual([2, true]);
  });
  it('hindered: it enters the field rested', () => {
    const def = scriptedDef('relic-of-dancing-embers');
    const s = resolveAll(activateFromHand(fill(as(mainPhaseOf(A), A, 'tamer', 'FIRE'), A, 3), A, def)[0]);
    expect(Object.values(s.objects).find((o) => o.def === def.slug)?.rested).toBe(true);
  });
  it('not for a norm ally, not while it is rested, not for combat damage to an ally', () => {
    for (const { s, relic, wallId } of [strike('NORM'), strike('FIRE', { rested: true }), strike('FIRE', { atWall: true })]) {
      expect(s.objects[relic]).toBeDefined();
      expect(champion(s, A).damage + s.objects[wallId]!.damage).toBe(2);
    }
  });
});
