// rdo-1: actions and attacks whose cost or power depends on the board, and activation keywords (cards with a printing in RDO).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { pendingEmpower } from '../../../src/engine/play/activation-keywords.js';
import { A, B, act, mainPhaseOf, passUntil, payReserve, player, resolveAll, untilPending, withLevel } from '../doa/support.js';
import { as, fill, obj, paid, place } from '../doa/round2-helpers.js';
import { addCards, aliceSecondTurn, answerAll, cast, castOnly, castPayingWith, champ } from './rdo-1-support.js';

const bobAlly = scriptedDef('bladed-riftseer');
/** Bob controls his champion and `allies` allies. */
function bobUnits(s: GameState, allies: number): GameState {
  for (let i = 0; i < allies; i++) [s] = place(s, B, bobAlly);
  return s;
}
const fateItem = defineCard({ slug: 'test-fatebound', name: 'Fatebound', types: ['ITEM'], subtypes: ['FATEBOUND'], element: 'NORM', cost: reserve(1) }, {});
const phantasia = defineCard({ slug: 'test-phantasia', name: 'Phantasia', types: ['PHANTASIA'], element: 'NORM', cost: reserve(1) }, {});

describe("'guerrilla-advantage'", () => {
  const def = scriptedDef('guerrilla-advantage');
  it('puts two preparation counters on your champion; an Assassin pays 2 less while an opponent controls three or more units', () => {
    let s = fill(as(mainPhaseOf(A), A, 'assassin'), A, 6);
    expect(paid(bobUnits(s, 1), A, def)).toBe(4);
    expect(paid(bobUnits(s, 2), A, def)).toBe(2);
    expect(paid(as(bobUnits(s, 2), A, 'warrior'), A, def)).toBe(4);
    const before = s.objects[champ(s, A)]!.counters.preparation ?? 0;
    s = cast(s, A, def);
    expect(s.objects[champ(s, A)]!.counters.preparation).toBe(before + 2);
  });
});

describe("'battlefield-benediction'", () => {
  const def = scriptedDef('battlefield-benediction');
  it('empowers 2, or 4 while an opponent controls three or more units; costs 1 less with the class bonus', () => {
    let s = fill(as(mainPhaseOf(A), A, 'mage'), A, 6);
    expect(paid(s, A, def)).toBe(1);
    expect(paid(as(s, A, 'warrior'), A, def)).toBe(2);
    expect(pendingEmpower(cast(s, A, def), A)).toBe(2);
    expect(pendingEmpower(cast(bobUnits(s, 2), A, def), A)).toBe(4);
  });
});

describe("'besieged-slash'", () => {
  const def = scriptedDef('besieged-slash');
  it('a Warrior pays 2 less while an opponent controls three or more units', () => {
    const s = fill(as(aliceSecondTurn(mainPhaseOf(A)), A, 'warrior'), A, 6);
    expect(paid(s, A, def)).toBe(3);
    expect(paid(bobUnits(s, 2), A, def)).toBe(1);
    expect(paid(as(bobUnits(s, 2), A, 'guardian'), A, def)).toBe(3);
  });
});

describe("'crowdguards-slash'", () => {
  const def = scriptedDef('crowdguards-slash');
  it('+2 power for a Guardian while an opponent controls three or more units', () => {
    const run = (cls: 'guardian' | 'warrior', allies: number) => {
      let s = bobUnits(as(mainPhaseOf(A), A, cls), allies);
      let o: string;
      [s, o] = place(s, A, def);
      return currentStat(s, s.objects[o]!, 'power');
    };
    expect(run('guardian', 2)).toBe(6);
    expect(run('guardian', 1)).toBe(4);
    expect(run('warrior', 2)).toBe(4);
  });
});

describe("'flame-sweep'", () => {
  const def = scriptedDef('flame-sweep');
  it('cleave; +1 power for a Warrior of level 2+', () => {
    const run = (cls: 'warrior' | 'guardian', levels: number) => {
      let s = withLevel(as(mainPhaseOf(A), A, cls, 'FIRE'), A, levels);
      let o: string;
      [s, o] = place(s, A, def);
      return currentStat(s, s.objects[o]!, 'power');
    };
    expect([run('warrior', 1), run('warrior', 0), run('guardian', 1)]).toEqual([2, 1, 1]);
    expect(def.keywords).toContain('cleave');
  });
});

describe("'hurricane-sweep'", () => {
  const def = scriptedDef('hurricane-sweep');
  it('cleave; costs LV less for a Warrior (efficiency)', () => {
    const s = fill(withLevel(as(aliceSecondTurn(mainPhaseOf(A)), A, 'warrior', 'WIND'), A, 2), A, 6);
    expect(paid(s, A, def)).toBe(2);
    expect(paid(as(s, A, 'guardian', 'WIND'), A, def)).toBe(5);
    expect(def.keywords).toContain('cleave');
  });
});

describe("'floodborne-swing'", () => {
  const def = scriptedDef('floodborne-swing');
  const water = defineCard({ slug: 'test-water', name: 'Water', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, {});
  it('+4 power for a Warrior with three or more water cards in the graveyard (Deluge 3)', () => {
    const run = (cls: 'warrior' | 'guardian', waters: number) => {
      let s = addCards(as(mainPhaseOf(A), A, cls, 'WATER'), A, 'test-water', waters, 'graveyard', water);
      let o: string;
      [s, o] = place(s, A, def);
      return currentStat(s, s.objects[o]!, 'power');
    };
    expect([run('warrior', 3), run('warrior', 2), run('guardian', 3)]).toEqual([5, 1, 1]);
  });
});

describe("'expel-the-departed'", () => {
  const def = scriptedDef('expel-the-departed');
  it('destroys up to one target phantasia; draws with two Fatestone/Fatebound objects; costs 1 less at level 2+', () => {
    let s = fill(as(mainPhaseOf(A), A, 'tamer'), A, 6);
    expect(paid(s, A, def, [null])).toBe(3);
    expect(paid(withLevel(s, A, 1), A, def, [null])).toBe(2);
    let ph: string;
    [s, ph] = place(s, B, phantasia);
    let t = cast(s, A, def, [obj(ph)]);
    expect(t.field).not.toContain(ph);
    const [f1] = place(s, A, fateItem);
    const [f2] = place(f1, A, fateItem);
    const deck = (u: GameState) => player(u, A).mainDeck.length;
    t = cast(f1, A, def, [null]);
    expect(deck(t)).toBe(deck(f1));
    t = cast(f2, A, def, [null]);
    expect(deck(t)).toBe(deck(f2) - 1);
  });
});

describe("'gunsmiths-arsenal'", () => {
  const def = scriptedDef('gunsmiths-arsenal');
  it('costs 2 less for a Ranger; materializes a Bullet or Gun card from the material deck, or finds nothing', () => {
    let s = fill(as(mainPhaseOf(A), A, 'ranger', 'FIRE'), A, 6);
    expect(paid(s, A, def)).toBe(2);
    expect(paid(as(s, A, 'mage', 'FIRE'), A, def)).toBe(4);
    s = addCards(s, A, 'contraband-revolver', 1, 'materialDeck', scriptedDef('contraband-revolver'));
    const gun = player(s, A).materialDeck.at(-1)!;
    let t = untilPending(castOnly(s, A, def), 'search');
    expect(t.pending?.kind === 'search' && t.pending.options).toEqual([gun]);
    t = resolveAll(act(t, A, { type: 'searchChoice', card: gun }));
    expect(Object.values(t.objects).some((o) => o.card === gun)).toBe(true);
    t = resolveAll(act(untilPending(castOnly(s, A, def), 'search'), A, { type: 'searchChoice', card: null }));
    expect(player(t, A).materialDeck).toContain(gun);
  });
});

describe("'cleansing-reunion'", () => {
  const def = scriptedDef('cleansing-reunion');
  const wind = defineCard({ slug: 'test-wind', name: 'Wind', types: ['ACTION'], element: 'WIND', cost: reserve(1) }, {});
  it('target player banishes three cards from their graveyard, six when imbued by two wind cards reserved (face up: ruling)', () => {
    const run = (payWith: ReturnType<typeof defineCard>) => {
      let s = addCards(as(mainPhaseOf(A), A, 'cleric', 'WIND'), B, 'smoke-out', 8, 'graveyard');
      s = payReserve(castPayingWith(s, A, def, payWith, 2, [{ kind: 'player', id: B }]), A);
      const imbued = !!s.stack.find((i) => i.def === 'cleansing-reunion')?.imbued;
      s = answerAll(passUntil(s, (t) => t.pending?.kind === 'eachBanishesFromGraveyard'), 'eachBanishesFromGraveyard');
      s = resolveAll(s);
      return [imbued, player(s, B).graveyard.length, player(s, B).banishment.length];
    };
    expect(run(wind)).toEqual([true, 2, 6]);
    expect(run(scriptedDef('smoke-out'))).toEqual([false, 5, 3]);
  });
});
