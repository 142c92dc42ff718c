// P24/P25 reprints first printed in DOA (branch h2-promo): Devastating Blow, Peer into Mana.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { championLevel } from '../../../src/engine/state/query.js';
import { attackPower, retaliationCandidates } from '../../../src/engine/flow/combat.js';
import { A, B, act, advance, asClass, cast, champion, enable, mainPhaseOf, place, resolveAll, scriptedDef, withLevel } from '../promo/promo-reprints-support.js';

/** Bob attacks Alice's ally with Devastating Blow (his champion of this class, with `levels` level counters). */
function blow(cls: 'warrior' | 'guardian' | 'mage', levels: number): GameState {
  let s = enable(withLevel(asClass(mainPhaseOf(B), B, cls), B, levels), B, 'FIRE');
  let ally: string;
  [s, ally] = place(s, A, scriptedDef('imperial-recruit'));
  [s] = cast(s, B, 'devastating-blow');
  s = advance(s);
  for (let i = 0; i < 6 && s.pending?.kind === 'attackDeclaration'; i++) {
    const legal = legalActions(s, B);
    const pick = legal.find((a) => a.type === 'chooseAttackTarget' && a.target === ally) ?? legal.find((a) => a.type === 'chooseWeapon' && a.weapon === null) ?? legal.find((a) => a.type === 'attack');
    s = act(s, B, pick!);
  }
  return s;
}

describe('promo reprints first printed in DOA', () => {
  it("'devastating-blow': a Warrior or Guardian of level 3+ gets +4 power and can't be retaliated against", () => {
    const strong = blow('warrior', 2);
    const weak = blow('warrior', 1);
    const otherClass = blow('mage', 2);
    expect(attackPower(strong)).toBe(attackPower(weak) + 4);
    expect(attackPower(otherClass)).toBe(attackPower(weak));
    expect(attackPower(blow('guardian', 2))).toBe(attackPower(weak) + 4);
    expect(retaliationCandidates(weak)).not.toEqual([]);
    expect(retaliationCandidates(otherClass)).not.toEqual([]);
    expect(retaliationCandidates(strong)).toEqual([]);
  });

  it("'peer-into-mana': 2 plus LV enlighten counters on your champion", () => {
    let s = enable(mainPhaseOf(A), A, 'NORM');
    [s] = cast(s, A, 'peer-into-mana');
    s = resolveAll(s);
    expect(champion(s, A).counters.enlighten).toBe(2 + championLevel(s, A));
    let t = withLevel(mainPhaseOf(A), A, 2);
    [t] = cast(t, A, 'peer-into-mana');
    t = resolveAll(t);
    expect(championLevel(t, A)).toBe(championLevel(s, A) + 2);
    expect(champion(t, A).counters.enlighten).toBe(2 + championLevel(t, A));
  });
});
