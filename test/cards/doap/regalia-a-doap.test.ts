// Regalia first printed in DOAp (helper regalia-1).
import { describe, expect, it } from 'vitest';
import { cardLostAllAbilities, lineageCardKeepsAbilities, lostAllAbilities } from '../../../src/engine/effects/continuous.js';
import { edit } from '../../engine/helpers.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, draw, memory, onEnter, triggered } from '../../../src/cards/define.js';
import { A, B, act, addCard, asClass, atMain, mainPhaseOf, passUntil, player, resolveAll, withDef } from '../doa/support.js';
import { afterCombat, place } from '../doa/round2-helpers.js';
import { championOf } from '../doa/support.js';

const caliburn = scriptedDef('caliburn-of-silencing');
const risen = defineCard({ slug: 'test-risen-champion', name: 'Test Risen', types: ['CHAMPION'], element: 'NORM', cost: memory(0), level: 2, life: 20 },
  { abilities: [triggered(onEnter(), [draw(1)])] });
const wall = defineCard({ slug: 'test-wall', name: 'Test Wall', types: ['ITEM'], element: 'NORM', cost: { kind: 'reserve', value: 0 } },
  { abilities: [{ kind: 'static', effect: { kind: 'preventDamage', affects: 'yourChampion', amount: 'all' } }] });

type S = ReturnType<typeof mainPhaseOf>;
/** Bob (Assassin unless told) hits Alice's champion with his champion wielding Caliburn. */
function hitWithCaliburn(cls: 'assassin' | 'warrior' = 'assassin', setup: (s: S) => S = (s) => s): S {
  let s = setup(asClass(asClass(mainPhaseOf(B), B, cls), A, 'warrior'));
  let w: string;
  [s, w] = place(s, B, caliburn);
  s = act(s, B, { type: 'attack', attacker: championOf(s, B).id });
  s = act(s, B, { type: 'chooseWeapon', weapon: w });
  s = act(s, B, { type: 'chooseAttackTarget', target: championOf(s, A).id });
  return resolveAll(afterCombat(s));
}

describe('caliburn-of-silencing', () => {
  it('with the Class Bonus, a champion it hits is left without abilities until Bob begins his next turn', () => {
    let s = hitWithCaliburn();
    const champ = championOf(s, A);
    expect(champ.damage).toBeGreaterThan(0);
    expect(lostAllAbilities(s, champ)).toBe(true);
    s = passUntil(s, atMain(A));
    expect(lostAllAbilities(s, championOf(s, A))).toBe(true);
    s = passUntil(s, atMain(B));
    expect(lostAllAbilities(s, championOf(s, A))).toBe(false);
  });

  it('without the Class Bonus nothing is lost', () => {
    const s = hitWithCaliburn('warrior');
    expect(lostAllAbilities(s, championOf(s, A))).toBe(false);
  });

  it('ruling: all the damage prevented means no hit, so nothing is lost', () => {
    const s = hitWithCaliburn('assassin', (t) => place(withDef(t, wall), A, wall)[0]);
    expect(championOf(s, A).damage).toBe(0);
    expect(lostAllAbilities(s, championOf(s, A))).toBe(false);
  });

  it('ruling: a champion card that levels up into the object loses its abilities too (its On Enter does not trigger)', () => {
    const levelUp = (hit: boolean): number => {
      let s = hit ? hitWithCaliburn() : asClass(asClass(mainPhaseOf(B), B, 'assassin'), A, 'warrior');
      s = withDef(s, risen);
      let card: string;
      [s, card] = addCard(s, A, risen.slug, 'materialDeck');
      s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
      const hand = player(s, A).hand.length;
      s = resolveAll(act(s, A, { type: 'materialize', card }));
      expect(championOf(s, A).def).toBe(risen.slug);
      if (hit) expect(lostAllAbilities(s, championOf(s, A))).toBe(true);
      return player(s, A).hand.length - hand;
    };
    expect(levelUp(false)).toBe(1);
    expect(levelUp(true)).toBe(0);
  });

  it('rulings: the inner lineage cards are not the object; by timestamps, Inherited Effects of cards that entered the lineage before it are lost, later ones are not', () => {
    let s = withDef(hitWithCaliburn(), risen);
    let early: string, late: string;
    [s, early] = addCard(s, A, risen.slug, 'banishment');
    [s, late] = addCard(s, A, risen.slug, 'banishment');
    s = edit(s, (t) => {
      t.players[0]!.banishment = t.players[0]!.banishment.filter((c) => c !== early && c !== late);
      const o = t.objects[t.players[0]!.champion!]!;
      o.lineage.push(early, late);
      o.lineageTimestamps = { ...o.lineageTimestamps, [early]: 0, [late]: 1e9 };
    });
    const champ = championOf(s, A);
    expect(lostAllAbilities(s, champ)).toBe(true);
    expect(cardLostAllAbilities(s, early)).toBe(false);
    expect(lineageCardKeepsAbilities(s, champ, early)).toBe(false);
    expect(lineageCardKeepsAbilities(s, champ, late)).toBe(true);
  });
});
