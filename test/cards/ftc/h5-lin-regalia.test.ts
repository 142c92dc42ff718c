// FTC regalia scripted by branch h5-lin: Azure Protective Trinket.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import { A, B, act, addCard, addObject, mainPhaseOf, passUntil, player, withDef } from '../doa/support.js';

const trinket = scriptedDef('azure-protective-trinket');
const flame = defineCard({ slug: 'test-flame', name: 'Test Flame', types: ['ACTION'], element: 'FIRE', cost: reserve(1), speed: true }, { onResolve: [] });
const stone = defineCard({ slug: 'test-stone', name: 'Test Stone', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, { onResolve: [] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
const offered = (s: GameState) => legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target && 'id' in a.target ? a.target.id : null] : []));
const card = (id: string) => ({ type: 'chooseTarget' as const, target: { kind: 'card' as const, id } });

function setup() {
  let s = [trinket, flame, stone].reduce((t, d) => withDef(t, d), mainPhaseOf(A));
  let t: string, b1: string, b2: string, b3: string, mine: string, cold: string;
  [s, t] = addObject(s, A, trinket.slug);
  [s, b1] = addCard(s, B, 'test-flame', 'graveyard');
  [s, b2] = addCard(s, B, 'test-flame', 'graveyard');
  [s, b3] = addCard(s, B, 'test-flame', 'graveyard');
  [s, cold] = addCard(s, B, 'test-stone', 'graveyard');
  [s, mine] = addCard(s, A, 'test-flame', 'graveyard');
  return { s, t, b1, b2, b3, mine, cold };
}

describe("'azure-protective-trinket'", () => {
  it('banish it: up to three target fire element cards, all from a single graveyard, are banished', () => {
    const { s: s0, t, b1, b2, b3, mine, cold } = setup();
    let s = act(s0, A, { type: 'activateAbility', object: t, index: 0 });
    expect(offered(s)).toEqual(expect.arrayContaining([b1, b2, b3, mine, null]));
    expect(offered(s)).not.toContain(cold);
    s = act(s, A, card(b1));
    expect(offered(s)).toEqual(expect.arrayContaining([b2, b3, null]));
    expect(offered(s)).not.toContain(mine);
    refuse(s, A, card(mine), 'game-mechanics-objects-and-targeting.md#target');
    s = act(act(s, A, card(b2)), A, card(b3));
    s = passUntil(s, settled);
    expect(s.objects[t]).toBeUndefined();
    expect(player(s, A).banishment).toContain(s0.objects[t]!.card);
    expect(player(s, B).banishment).toEqual(expect.arrayContaining([b1, b2, b3]));
    expect(player(s, B).graveyard).toEqual([cold]);
    expect(player(s, A).graveyard).toContain(mine);
  });

  it('fewer targets, or none at all, may be chosen', () => {
    const { s: s0, t, mine } = setup();
    let s = act(s0, A, { type: 'activateAbility', object: t, index: 0 });
    s = act(s, A, card(mine));
    expect(offered(s)).toEqual([null]); // Alice's graveyard holds no other fire card
    s = act(act(s, A, { type: 'chooseTarget', target: null }), A, { type: 'chooseTarget', target: null });
    s = passUntil(s, settled);
    expect(player(s, A).banishment).toContain(mine);
  });
});
