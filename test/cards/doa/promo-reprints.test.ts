// P24/P25 reprints first printed in DOA (branch h2-promo): Devastating Blow, Peer into Mana, Frostsworn Paladin.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { championLevel } from '../../../src/engine/state/query.js';
import { attackPower, retaliationCandidates } from '../../../src/engine/flow/combat.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import {
  A, B, act, addCard, advance, asClass, cast, champion, edit, enable, enterFromHand, mainPhaseOf, objOf, offered, passTo, pendingIs, pickCard, pickNone, place, player,
  resolveAll, scriptedDef, withLevel,
} from '../promo/promo-reprints-support.js';

const def = (slug: string) => scriptedDef(slug);

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
  it("'frostsworn-paladin': intercept; banishing a Floating Memory card from the graveyard draws a card and buffs it", () => {
    let s = enable(mainPhaseOf(A), A, 'WATER');
    let floating: string, plain: string;
    s = edit(s, (u) => { u.defs['into-the-fray'] = def('into-the-fray'); u.defs['reprogram'] = def('reprogram'); });
    [s, floating] = addCard(s, A, 'into-the-fray', 'graveyard');
    [s, plain] = addCard(s, A, 'smoke-out', 'graveyard');
    let reprogram: string;
    [s, reprogram] = addCard(s, A, 'reprogram', 'graveyard');
    let card: string;
    [s, card] = enterFromHand(s, A, 'frostsworn-paladin');
    const paladin = objOf(s, card);
    expect(hasKeyword(s, s.objects[paladin]!, 'intercept')).toBe(true);
    s = passTo(s, pendingIs('banishFromGraveyard'));
    // Into the Fray has Floating Memory only with the class bonus (Alice's fixture champion is no Guardian); Reprogram always has it.
    expect(offered(s, A)).toEqual([reprogram, null]);
    expect(offered(s, A)).not.toContain(plain);
    expect(offered(s, A)).not.toContain(floating);
    const hand = player(s, A).hand.length;
    s = resolveAll(pickCard(s, A, reprogram));
    expect(player(s, A).banishment).toContain(reprogram);
    expect(player(s, A).hand).toHaveLength(hand + 1);
    expect(s.objects[paladin]!.counters.buff).toBe(1);
  });

  it("'frostsworn-paladin': banishing nothing draws nothing and puts no counter", () => {
    let s = enable(mainPhaseOf(A), A, 'WATER');
    s = edit(s, (u) => { u.defs['reprogram'] = def('reprogram'); });
    [s] = addCard(s, A, 'reprogram', 'graveyard');
    let card: string;
    [s, card] = enterFromHand(s, A, 'frostsworn-paladin');
    s = passTo(s, pendingIs('banishFromGraveyard'));
    const hand = player(s, A).hand.length;
    s = resolveAll(pickNone(s, A));
    expect(player(s, A).hand).toHaveLength(hand);
    expect(s.objects[objOf(s, card)]!.counters.buff ?? 0).toBe(0);
  });

});
