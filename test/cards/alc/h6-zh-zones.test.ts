// h6-zh: ALC, MRC and PTM cards that move cards between zones or use them from a zone other than the hand.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, act, addCard, atMain, B, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { activateFromHand, as, fill, place } from './h6-zh-support.js';
import { alicesSecondTurn, resolveWith } from './h5-alc-support.js';
import { drive } from '../amb/amb1-support.js';

const def = scriptedDef;

describe("'refresh-chamber'", () => {
  const setup = (): { s: GameState; bullet: string; floater: string } => {
    let s = as(alicesSecondTurn(), A, 'ranger', 'WATER');
    let bullet: string, floater: string;
    [s, bullet] = addCard(withDef(s, def('plated-bullet')), A, 'plated-bullet', 'materialDeck');
    [s, floater] = addCard(withDef(s, def('idle-thoughts')), A, 'idle-thoughts', 'graveyard');
    return { s, bullet, floater };
  };

  it('materializes a Bullet card of the material deck; banishing a Floating Memory card of the graveyard puts it into memory', () => {
    let { s, bullet, floater } = setup();
    let card: string;
    [s, card] = activateFromHand(s, A, def('refresh-chamber'));
    s = resolveWith(s, { accept: true });
    expect(Object.values(s.objects).some((o) => o.card === bullet)).toBe(true);
    expect(player(s, A).banishment).toContain(floater);
    expect(player(s, A).memory).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
  });

  it('may find nothing (ruling); without banishing, it goes to the graveyard', () => {
    let { s, bullet, floater } = setup();
    let card: string;
    [s, card] = activateFromHand(s, A, def('refresh-chamber'));
    s = drive(s, (t, legal) => (t.pending?.kind === 'search' ? legal.find((a) => a.type === 'searchChoice' && a.card === null)
      : t.pending?.kind === 'banishFromGraveyard' ? legal.find((a) => a.type === 'chooseTarget' && a.target === null) : undefined));
    expect(player(s, A).materialDeck).toContain(bullet);
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining([floater, card]));
  });
});

describe("'scout-the-land'", () => {
  it('the top four go back on top in the order chosen (no glimpse), then a card is drawn', () => {
    let s = fill(alicesSecondTurn(), A, 8);
    s = as(s, A, 'ranger', 'WIND');
    const deck = [...player(s, A).mainDeck];
    [s] = activateFromHand(s, A, def('scout-the-land'));
    const order = [2, 0, 3, 1];
    let i = 0, looked = 0;
    const hand = player(s, A).hand.length;
    s = drive(s, (t) => {
      if (t.pending?.kind !== 'sortTopCards') return undefined;
      looked = t.pending.cards.length;
      return { type: 'chooseTarget', target: { kind: 'card', id: deck[order[i++]!]! } };
    });
    expect(looked).toBe(4);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(player(s, A).hand).toContain(deck[2]);
    expect(player(s, A).mainDeck.slice(0, 4)).toEqual([deck[0], deck[3], deck[1], deck[4]]);
  });
});

describe("'recursive-confidant'", () => {
  const strike = defineCard({ slug: 'h6zh-warrior-strike', name: 'Warrior Strike', types: ['ATTACK'], subtypes: ['WARRIOR'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(0), power: 2 }, {});
  const spell = defineCard({ slug: 'h6zh-warrior-action', name: 'Warrior Action', types: ['ACTION'], subtypes: ['WARRIOR'], classes: ['WARRIOR'], element: 'NORM', cost: reserve(0) }, {});

  const enter = (cls: 'warrior' | 'mage') => {
    let s = as(alicesSecondTurn(), A, cls, 'CRUX');
    let card: string, other: string;
    [s, card] = addCard(withDef(s, strike), A, strike.slug, 'banishment');
    [s, other] = addCard(withDef(s, spell), A, spell.slug, 'banishment');
    [s] = activateFromHand(s, A, def('recursive-confidant'));
    s = resolveWith(s, { targets: [{ kind: 'card', id: card }] });
    return { s, card, other };
  };
  const offered = (s: GameState, card: string) => legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);

  it('Warrior On Enter: the targeted Warrior attack card of your banishment may be activated this turn (costs still paid)', () => {
    const { s, card, other } = enter('warrior');
    expect(offered(s, card)).toBe(true);
    expect(offered(s, other)).toBe(false);
    const t = act(s, A, { type: 'activate', card });
    expect(player(t, A).banishment).not.toContain(card);
    expect(t.pending?.kind === 'activation' || t.stack.some((i) => i.card === card) || !!t.combat || !!t.pending).toBe(true);
  });

  it('the permission ends with the turn', () => {
    let { s, card } = enter('warrior');
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(player(s, A).banishment).toContain(card);
    expect(offered(s, card)).toBe(false);
  });

  it('without the class bonus nothing happens', () => {
    const { s, card } = enter('mage');
    expect(offered(s, card)).toBe(false);
  });
});

describe("'ovation-guide'", () => {
  const nextLevel = defineCard({ slug: 'h6zh-bob-next', name: 'Bob Next', types: ['CHAMPION'], element: 'NORM', cost: { kind: 'memory', value: 0 }, level: 1, life: 15 }, {});
  const regalia = defineCard({ slug: 'h6zh-bob-relic', name: 'Bob Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: { kind: 'memory', value: 0 } }, {});

  /** Alice's Ovation Guide enters, targeting Bob; Bob answers the materialization with `pick` (null: none). */
  function enter(pick: 'champion' | null): { s: GameState; hand: number; offered: (string | null)[] } {
    let s = as(alicesSecondTurn(), A, 'mage');
    let champ: string;
    [s, champ] = addCard(withDef(s, nextLevel), B, nextLevel.slug, 'materialDeck');
    [s] = addCard(withDef(s, regalia), B, regalia.slug, 'materialDeck');
    [s] = activateFromHand(s, A, def('ovation-guide'));
    const hand = player(s, A).hand.length;
    let offered: (string | null)[] = [];
    s = drive(s, (t, legal) => {
      if (t.pending?.kind === 'triggerTargets') return legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'player' && a.target.id === B);
      if (t.pending?.kind === 'search') {
        offered = legal.flatMap((a) => (a.type === 'searchChoice' ? [a.card] : []));
        return { type: 'searchChoice', card: pick ? champ : null };
      }
      return undefined;
    });
    return { s, hand, offered };
  }
  const favored = (s: GameState) => (s.statuses?.[A] ?? []).includes('crowds-favor');

  it('the target opponent may materialize a champion card (only champions offered); if they do, you draw and gain Crowd\'s Favor', () => {
    const r = enter('champion');
    expect(r.offered).toHaveLength(2); // the champion card, or none
    expect(player(r.s, A).hand.length).toBe(r.hand + 1);
    expect(favored(r.s)).toBe(true);
    expect(r.s.objects[player(r.s, B).champion!]!.def).toBe(nextLevel.slug);
  });

  it('if they don\'t, nothing', () => {
    const r = enter(null);
    expect(player(r.s, A).hand.length).toBe(r.hand);
    expect(favored(r.s)).toBe(false);
  });
});

describe("'manabolt-convergence'", () => {
  const charge = defineCard({ slug: 'h6zh-aethercharge', name: 'Test Aethercharge', types: ['ACTION'], subtypes: ['AETHERCHARGE'], element: 'NORM', cost: reserve(1), speed: true }, {});
  const wing = defineCard({ slug: 'h6zh-wing', name: 'Test Wing', types: ['WEAPON'], subtypes: ['AETHERWING'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});

  function cast(loadIt: boolean): { s: GameState; card: string; bolt: string; wingId: string } {
    let s = as(alicesSecondTurn(), A, 'ranger');
    let card: string, wingId: string;
    [s, card] = addCard(withDef(s, charge), A, charge.slug, 'graveyard');
    [s, wingId] = place(s, A, wing);
    let bolt: string;
    [s, bolt] = activateFromHand(s, A, def('manabolt-convergence'), [{ kind: 'card', id: card }]);
    s = drive(s, (t, legal) => (t.pending?.kind === 'may' ? legal.find((a) => a.type === 'mayAnswer' && a.accept === loadIt)
      : t.pending?.kind === 'loadInto' ? legal.find((a) => a.type === 'chooseTarget' && a.target !== null) : undefined));
    return { s, card, bolt, wingId };
  }
  const offered = (s: GameState, card: string) => legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);

  it('until end of turn the targeted Aethercharge card of your graveyard may be activated, its costs paid', () => {
    let { s, card } = cast(false);
    expect(offered(s, card)).toBe(true);
    const hand = player(s, A).hand.length;
    s = payReserve(act(s, A, { type: 'activate', card }), A);
    expect(player(s, A).graveyard).not.toContain(card);
    expect(s.stack.some((i) => i.card === card && i.from === 'graveyard')).toBe(true);
    expect(player(s, A).hand.length).toBe(hand - 1); // one card reserved
  });

  it('the permission ends with the turn, and with the card leaving the graveyard', () => {
    let { s, card } = cast(false);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(offered(s, card)).toBe(false);
  });

  it('it may load itself into an Aetherwing weapon you control', () => {
    const { s, bolt, wingId } = cast(true);
    expect(s.objects[wingId]!.loaded).toContain(bolt);
  });
});
