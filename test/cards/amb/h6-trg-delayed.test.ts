// h6-trg: planar-abyss, a delayed trigger at your next recollection phase.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, atMain, champion, passUntil, withDef } from '../../engine/helpers.js';
import { asChampion, place, play } from '../amb/scenario.js';
import { asKongming, costNow } from '../amb/amb1-support.js';
import { mainPhaseOf } from '../doa/support.js';
import { fill } from '../doa/round2-helpers.js';

const def = (slug: string) => scriptedDef(slug);
const ally = defineCard({ slug: 'test-h6-abyss-ally', name: 'Ally', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 5 }, {});
const relic = defineCard({ slug: 'test-h6-abyss-item', name: 'Item', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {});
const whose = (s: GameState) => s.players[s.turnPlayer]!.id;

describe('planar-abyss', () => {
  const board = (direction: 'south' | 'north') => {
    let s = fill(asKongming(mainPhaseOf(A), A, direction), A, 12);
    s = withDef(s, def('shifting-currents'));
    const ids: string[] = [];
    for (const [who, d] of [[A, ally], [B, ally], [A, relic], [B, relic]] as const) { let id: string; [s, id] = place(s, who, d); ids.push(id); }
    return [play(s, A, def('planar-abyss')), ids] as const;
  };
  it("'planar-abyss': at your next recollection phase every non-champion object is destroyed, and facing South your opponents' champions take 10", () => {
    let [s, ids] = board('south');
    expect(ids.every((id) => !!s.objects[id])).toBe(true);
    s = passUntil(s, atMain(B));
    expect(ids.every((id) => !!s.objects[id])).toBe(true); // not at Bob's turn
    s = passUntil(s, (t) => whose(t) === A && t.phase === 'recollection' && t.stack.length > 0);
    s = passUntil(s, atMain(A));
    expect(ids.some((id) => !!s.objects[id])).toBe(false);
    expect(champion(s, B).damage).toBe(10);
    expect(champion(s, A).damage).toBe(0);
  });
  it("'planar-abyss': facing another way, the objects are destroyed but no damage", () => {
    let [s, ids] = board('north');
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(ids.some((id) => !!s.objects[id])).toBe(false);
    expect(champion(s, B).damage).toBe(0);
  });
  it("'planar-abyss': Efficiency only with a Mage champion", () => {
    const mage = asChampion(mainPhaseOf(A), A, { classes: ['MAGE'], elements: ['NORM', 'TERA'], level: 3 });
    expect(costNow(mage, A, def('planar-abyss'))).toBe(9);
    const cleric = asChampion(mainPhaseOf(A), A, { classes: ['CLERIC'], elements: ['NORM', 'TERA'], level: 3 });
    expect(costNow(cleric, A, def('planar-abyss'))).toBe(12);
  });
});
