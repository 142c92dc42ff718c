// h5-b2: Distilled Atrophy (a level condition on the targeted champion).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { championLevel } from '../../../src/engine/state/query.js';
import { A, B, act, atMain, mainPhaseOf, newGame, passUntil, player, resolveAll, withLevel } from '../doa/support.js';
import { as, place } from '../doa/round2-helpers.js';
import { addCards, champ, withHerbTokens } from '../rdo/rdo-1-support.js';

const def = scriptedDef('distilled-atrophy');
const sacrifice = (s: GameState, potion: string): GameState => {
  s = act(s, A, { type: 'activateAbility', object: potion, index: 1 });
  s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champ(s, B) } });
  return resolveAll(s);
};

describe("'distilled-atrophy'", () => {
  it('an age counter at the beginning of your recollection phase', () => {
    let s = as(passUntil(newGame({ first: A }), atMain(B)), A, 'cleric');
    let potion: string;
    [s, potion] = place(s, A, def);
    s = passUntil(s, atMain(A));
    expect(s.objects[potion]!.counters.age).toBe(1);
  });
  it('sacrifice: target champion gets -X level (X: the age counters that were on it); at level 0 or lower it is dealt X damage', () => {
    const run = (bobLevels: number) => {
      let s = withLevel(as(mainPhaseOf(A), A, 'cleric'), B, bobLevels);
      let potion: string;
      [s, potion] = place(s, A, def, { counters: { age: 2 } });
      const before = championLevel(s, B);
      s = sacrifice(s, potion);
      expect(s.field).not.toContain(potion);
      return [before - championLevel(s, B), s.objects[champ(s, B)]!.damage];
    };
    const base = championLevel(as(mainPhaseOf(A), A, 'cleric'), B);
    expect(run(2 - base)).toEqual([2, 2]); // level 2 - 2 = 0: damaged
    expect(run(3 - base)).toEqual([2, 0]); // level 1: not
  });
  it('ruling: Brew sacrifices one Blightroot and one Herb instead of paying its reserve cost', () => {
    let s = withHerbTokens(as(mainPhaseOf(A), A, 'cleric'));
    let root: string, herb: string;
    [s, root] = place(s, A, scriptedDef('blightroot'));
    [s, herb] = place(s, A, scriptedDef('manaroot'));
    s = addCards(s, A, def.slug, 1, 'hand', def);
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
    s = act(s, A, { type: 'declareBrew', brew: true });
    for (const object of [root, herb]) s = act(s, A, { type: 'chooseIngredient', object });
    s = resolveAll(s);
    expect(s.field).not.toContain(root);
    expect(s.field).not.toContain(herb);
    expect(player(s, A).hand.length).toBe(hand - 1); // only the card itself left the hand
    expect(s.field.some((id) => s.objects[id]!.def === def.slug)).toBe(true);
  });
});
