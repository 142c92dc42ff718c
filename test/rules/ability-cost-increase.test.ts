// Activated abilities of the allies of other players cost more (src/engine/effects/ability-cost-increase.ts;
// game-mechanics/game-mechanics-abilities/abilities-static-abilities.md#general-rules: cost modifiers change what is paid).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../src/cards/define.js';
import { A, B, act, atMain, mainPhaseOf, passUntil, withDef } from '../cards/doa/support.js';
import { place } from '../cards/doa/round2-helpers.js';

const tax = defineCard({ slug: 'test-ability-tax', name: 'Test Tax', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
  { abilities: [{ kind: 'static', effect: { kind: 'opponentsAllyAbilityCost', amount: 1 } }] });
const pricey = defineCard({ slug: 'test-pricey-ally', name: 'Test Pricey', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 2 },
  { abilities: [{ kind: 'activated', speed: 'fast', costs: [{ kind: 'reserve', value: 1 }], effects: [{ op: 'draw', who: 'you', count: 1 }] }] });
const gadget = defineCard({ slug: 'test-gadget-item', name: 'Test Gadget', types: ['ITEM'], element: 'NORM', cost: reserve(1) },
  { abilities: [{ kind: 'activated', speed: 'fast', costs: [{ kind: 'reserve', value: 1 }], effects: [{ op: 'draw', who: 'you', count: 1 }] }] });

describe('ability cost increase', () => {
  it("adds to an opposing ally's reserve cost, not to items", () => {
    let s = [tax, pricey, gadget].reduce(withDef, mainPhaseOf(A));
    let ally: string, item: string;
    [s] = place(s, A, tax);
    [s, ally] = place(s, B, pricey);
    [s, item] = place(s, B, gadget);
    s = passUntil(s, atMain(B));
    const needed = (id: string) => {
      const t = act(s, B, { type: 'activateAbility', object: id, index: 0 });
      return t.pending?.kind === 'activation' ? t.pending.draft.reserveNeeded : -1;
    };
    expect(needed(ally)).toBe(2);
    expect(needed(item)).toBe(1);
  });
});
