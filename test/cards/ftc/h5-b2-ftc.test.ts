// h5-b2: FTC cards with "delevel your champion and recover 5" as an additional cost (src/engine/effects/champion-costs.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, addCard, answerMay, edit, mainPhaseOf, player, resolveAll, untilPending, withDef, withLevel, activateFromHand, atMain, newGame, passUntil } from '../doa/support.js';
import { as, fill, obj, place } from '../doa/round2-helpers.js';
import { ally } from '../ptm/ptm-support.js';
import { cast, champ, testSpell } from '../rdo/rdo-1-support.js';
import { dealDamage, target, targetUnit } from '../../../src/cards/define.js';
import { championLevel } from '../../../src/engine/state/query.js';

/** A's champion with a card under it in its lineage (so it can delevel) and `damage` damage counters. */
function ready(s: GameState, damage: number, lineage = true): GameState {
  let under = '';
  if (lineage) [s, under] = addCard(s, A, s.objects[player(s, A).champion!]!.def, 'hand'); // a champion card like the top one
  return edit(s, (t) => {
    const c = t.objects[player(t, A).champion!]!;
    c.damage = damage;
    if (lineage) { player(t, A).hand = player(t, A).hand.filter((x) => x !== under); c.lineage = [under]; }
  });
}
const canActivate = (s: GameState, def: CardDef): boolean => {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  return legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);
};

describe("'innervate-knowledge'", () => {
  const def = scriptedDef('innervate-knowledge');
  it('delevels your champion and recovers 5 as it is activated, then draws two', () => {
    let s = fill(ready(as(mainPhaseOf(A), A, 'mage', 'WATER'), 8), A, 6);
    const top = s.objects[champ(s, A)]!.card!;
    const hand = player(s, A).hand.length;
    s = activateFromHand(s, A, def)[0];
    expect(s.objects[champ(s, A)]!.damage).toBe(3);
    expect(s.objects[champ(s, A)]!.lineage).toHaveLength(0);
    expect(player(s, A).materialDeck).toContain(top);
    s = resolveAll(s);
    expect(player(s, A).hand.length).toBe(hand - 4 + 2); // its reserve cost of 4, then two draws
  });
  it('ruling: with fewer than five damage counters, or no lineage to delevel, it cannot be activated', () => {
    const s = fill(as(mainPhaseOf(A), A, 'mage', 'WATER'), A, 6);
    expect(canActivate(ready(s, 5), def)).toBe(true);
    expect(canActivate(ready(s, 4), def)).toBe(false);
    expect(canActivate(ready(s, 9, false), def)).toBe(false);
  });
});

describe("'innervate-agility'", () => {
  const def = scriptedDef('innervate-agility');
  it('ruling: needs five damage counters; units you control gain stealth or spellshroud (your choice) until end of turn', () => {
    const base = fill(as(mainPhaseOf(A), A, 'mage', 'WIND'), A, 6);
    expect(canActivate(ready(base, 4), def)).toBe(false);
    const run = (accept: boolean) => {
      let s = ready(base, 6);
      let mine: string, theirs: string;
      [s, mine] = place(s, A, ally('test-mine', ['HUMAN']));
      [s, theirs] = place(s, B, ally('test-theirs', ['HUMAN']));
      s = activateFromHand(s, A, def)[0];
      expect(s.objects[champ(s, A)]!.damage).toBe(1);
      s = resolveAll(answerMay(untilPending(s, 'may'), A, accept));
      const kw = (id: string) => [hasKeyword(s, s.objects[id]!, 'stealth'), hasKeyword(s, s.objects[id]!, 'spellshroud')];
      return [kw(mine), kw(champ(s, A)), kw(theirs)];
    };
    expect(run(true)).toEqual([[true, false], [true, false], [false, false]]);
    expect(run(false)).toEqual([[false, true], [false, true], [false, false]]);
  });
});

describe("'morgan-soul-guide'", () => {
  const def = scriptedDef('morgan-soul-guide');
  const zap = testSpell('test-zap', [dealDamage(target(0), 2)], [targetUnit()]);
  const mend = testSpell('test-mend-all', [{ op: 'recover', who: 'each', amount: 3 }]);
  const lv = (s: GameState) => championLevel(s, A);
  it('[Level 1+] prevents all non-combat damage dealt to it', () => {
    let s = as(mainPhaseOf(A), A, 'cleric');
    let m: string;
    [s, m] = place(s, A, def);
    const low = withLevel(s, A, -lv(s)); // level 0
    expect(cast(low, A, zap, [obj(m)]).objects[m]!.damage).toBe(2);
    const high = withLevel(s, A, 1 - lv(s)); // level 1
    expect(cast(high, A, zap, [obj(m)]).objects[m]!.damage).toBe(0);
  });
  it('[Level 2+] your opponents can not recover', () => {
    let s = as(mainPhaseOf(A), A, 'cleric');
    [s] = place(s, A, def);
    s = edit(s, (t) => { t.objects[champ(t, A)]!.damage = 5; t.objects[champ(t, B)]!.damage = 5; });
    const one = cast(withLevel(s, A, 1 - lv(s)), A, mend);
    expect([one.objects[champ(one, A)]!.damage, one.objects[champ(one, B)]!.damage]).toEqual([2, 2]);
    const two = cast(withLevel(s, A, 2 - lv(s)), A, mend);
    expect([two.objects[champ(two, A)]!.damage, two.objects[champ(two, B)]!.damage]).toEqual([2, 5]);
  });
  it('[Class Bonus] at the beginning of your recollection phase: glimpse 1, or if you do not, recover 1', () => {
    const run = (glimpse: boolean) => {
      let s = edit(as(passUntil(newGame({ first: A }), atMain(B)), A, 'cleric'), (t) => { t.objects[champ(t, A)]!.damage = 4; });
      [s] = place(s, A, def);
      s = answerMay(untilPending(s, 'may'), A, glimpse);
      if (glimpse) s = untilPending(s, 'glimpse');
      return [s.objects[champ(s, A)]!.damage, s.pending?.kind ?? null];
    };
    expect(run(false)).toEqual([3, null]);
    expect(run(true)).toEqual([4, 'glimpse']);
  });
});
