// Cleric regalia first printed in FTC.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, addCard, edit, legal, mainPhaseOf, player, resolveAll, withDef } from '../doa/support.js';
import { place } from '../doa/round2-helpers.js';

const trinket = scriptedDef('crimson-protective-trinket');
const windy = defineCard({ slug: 'test-windy', name: 'Test Windy', types: ['ACTION'], element: 'WIND', cost: reserve(1) }, {});
const plain = defineCard({ slug: 'test-plain', name: 'Test Plain', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});

/** Bob's memory holds exactly these cards; Alice banishes the trinket targeting him. */
function useOn(slugs: string[]): [GameState, string[]] {
  let s = withDef(withDef(mainPhaseOf(A), windy), plain);
  s = edit(s, (t) => { player(t, B).memory = []; });
  const ids: string[] = [];
  for (const slug of slugs) {
    let c: string;
    [s, c] = addCard(s, B, slug, 'memory');
    ids.push(c);
  }
  let t: string;
  [s, t] = place(s, A, trinket);
  s = act(s, A, { type: 'activateAbility', object: t, index: 0 });
  expect(legal(s, A)).not.toContainEqual({ type: 'chooseTarget', target: { kind: 'player', id: A } });
  s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } }));
  return [s, ids];
}

describe('crimson-protective-trinket', () => {
  it('the target opponent reveals two random cards of their memory; the wind ones are banished', () => {
    let [s, ids] = useOn(['test-windy', 'test-plain']);
    expect(player(s, B).banishment).toContain(ids[0]);
    expect(player(s, B).memory).toEqual([ids[1]]);
    [s, ids] = useOn(['test-windy', 'test-windy']);
    expect(player(s, B).memory).toHaveLength(0);
  });

  it('only two of a bigger memory are revealed: at most two wind cards go', () => {
    const [s] = useOn(['test-windy', 'test-windy', 'test-windy', 'test-windy']);
    expect(player(s, B).memory).toHaveLength(2);
    expect(s.log.some((l) => /reveals/.test(l.text))).toBe(true);
  });
});
