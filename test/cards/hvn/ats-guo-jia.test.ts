// Guo Jia, Heaven's Favored (first printed in HVN).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import { place } from '../amb/scenario.js';
import { A, act, champion, edit, factsOnly, passUntil, player, toMaterialize, withDef } from '../doa/support.js';

const favored = scriptedDef('guo-jia-heavens-favored');
const scion = factsOnly('guo-jia-blessed-scion');
const shenju = factsOnly('byakko-white-tiger');

/** Alice's materialize phase: her champion is Guo Jia, Blessed Scion; Heaven's Favored is in her material deck. */
function ready(memoryCards: number, withShenju = false): [GameState, string] {
  return toMaterialize(favored, memoryCards, (t) => {
    let u = edit(withDef(t, scion), (v) => { v.objects[player(v, A).champion!]!.def = scion.slug; });
    if (withShenju) [u] = place(u, A, shenju);
    return u;
  });
}

function enter(mode: number, damage = 0): GameState {
  let [s, card] = ready(3);
  s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = damage; });
  s = act(s, A, { type: 'materialize', card });
  s = passUntil(s, (t) => t.pending?.kind === 'triggerMode');
  s = act(s, A, { type: 'chooseMode', mode });
  return passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
}

describe('guo-jia-heavens-favored', () => {
  it("'guo-jia-heavens-favored': On Enter, you may put three quest counters on Guo Jia", () => {
    const s = enter(0, 5);
    expect(champion(s, A).def).toBe(favored.slug);
    expect(champion(s, A).counters.quest).toBe(3);
    expect(champion(s, A).damage).toBe(5);
  });

  it("'guo-jia-heavens-favored': if you don't, recover 3", () => {
    const s = enter(1, 5);
    expect(champion(s, A).counters.quest ?? 0).toBe(0);
    expect(champion(s, A).damage).toBe(2);
  });

  it("'guo-jia-heavens-favored': costs 3 less to materialize while you control a Shenju ally", () => {
    const [s, card] = ready(0, true);
    expect(legalActions(s, A)).toContainEqual({ type: 'materialize', card });
    const t = passUntil(act(s, A, { type: 'materialize', card }), (x) => x.pending?.kind === 'triggerMode');
    expect(champion(t, A).def).toBe(favored.slug);
    const [u, card2] = ready(0, false);
    expect(legalActions(u, A)).not.toContainEqual({ type: 'materialize', card: card2 });
    refuse(u, A, { type: 'materialize', card: card2 });
  });
});
