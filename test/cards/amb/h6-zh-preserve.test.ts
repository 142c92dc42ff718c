// h6-zh: card activations that put themselves into their owner's material deck, preserved (effects/resolving-card-preserve.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, empower, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, passUntil, player, withDef } from '../../engine/helpers.js';
import { activate, objectTarget } from './scenario.js';
import { aliceAs, asKongming, drive } from './amb1-support.js';
import { payReserve } from '../../engine/helpers.js';

const def = (slug: string) => scriptedDef(slug);
const charge = defineCard({ slug: 'h6zh-empower-2', name: 'Test Empower Two', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [empower(2)] });

const preserved = (s: GameState, card: string) => player(s, A).materialDeck.includes(card) && (s.preserved ?? []).includes(card);
function empowered(s: GameState): GameState {
  [s] = activate(s, A, charge);
  return drive(s);
}

describe("'leeching-bolt'", () => {
  it('LV damage to target unit and recover 2; a Mage\'s empowered one goes to the material deck preserved', () => {
    for (const [classes, emp, kept] of [[['MAGE'], true, true], [['MAGE'], false, false], [['WARRIOR'], true, false]] as const) {
      let s = aliceAs({ classes: [...classes] });
      s = edit0(s);
      if (emp) s = empowered(s);
      let card: string;
      [s, card] = activate(s, A, def('leeching-bolt'), [objectTarget(champion(s, B).id)]);
      s = drive(s);
      expect(champion(s, B).damage).toBe(emp ? 3 : 1); // level 1, +2 with the Empower
      expect(champion(s, A).damage).toBe(3);
      expect(preserved(s, card)).toBe(kept);
      expect(player(s, A).graveyard.includes(card)).toBe(!kept);
    }
  });
});

/** Alice's champion starts with 5 damage, to see the recovery. */
function edit0(s: GameState): GameState {
  const t = structuredClone(s);
  t.objects[player(t, A).champion!]!.damage = 5;
  return t;
}

describe("'everlonging-thorns'", () => {
  const run = (direction: 'north' | 'east' | 'west', emp: boolean) => {
    let s = asKongming(aliceAs({ classes: ['MAGE'] }), A, direction);
    if (emp) s = empowered(s);
    let ally: string, card: string;
    [s, ally] = addObject(s, B, 'giant-tortoise');
    [s, card] = activate(s, A, def('everlonging-thorns'), [objectTarget(ally)]);
    s = drive(s);
    return { debuff: s.objects[ally]?.counters.debuff ?? 0, kept: preserved(s, card) };
  };
  it('two debuff counters; 2+LV with the Shifting Currents East or West', () => {
    expect(run('north', false)).toEqual({ debuff: 2, kept: false });
    expect(run('east', false)).toEqual({ debuff: 3, kept: false });
    expect(run('west', false)).toEqual({ debuff: 3, kept: false });
  });
  it('Kongming: empowered, it goes to the material deck preserved', () => {
    expect(run('north', true)).toEqual({ debuff: 2, kept: true });
    expect(run('west', true)).toEqual({ debuff: 5, kept: true }); // LV counts the Empower
  });
});

describe("'bagua-of-vital-demise'", () => {
  it('4 damage to target unit; with the Shifting Currents East it goes to the material deck preserved', () => {
    for (const direction of ['east', 'north'] as const) {
      let s = asKongming(aliceAs({ classes: ['MAGE'] }), A, direction);
      let card: string;
      [s, card] = activate(s, A, def('bagua-of-vital-demise'), [objectTarget(champion(s, B).id)]);
      s = drive(s);
      expect(champion(s, B).damage).toBe(4);
      expect(preserved(s, card)).toBe(direction === 'east');
    }
  });
  it('may be activated from the material deck only while the Shifting Currents face West', () => {
    for (const direction of ['west', 'south'] as const) {
      let s = asKongming(aliceAs({ classes: ['MAGE'] }), A, direction);
      let card: string;
      [s, card] = addCard(withDef(s, def('bagua-of-vital-demise')), A, 'bagua-of-vital-demise', 'materialDeck');
      const offered = legalActions(s, A).some((a) => a.type === 'activateFromMaterialDeck' && a.card === card);
      expect(offered).toBe(direction === 'west');
      if (direction === 'west') {
        s = act(s, A, { type: 'activateFromMaterialDeck', card });
        s = act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, B).id) });
        s = drive(payReserve(s, A));
        expect(champion(s, B).damage).toBe(4);
        expect(player(s, A).graveyard).toContain(card);
      }
    }
  });
});

describe("'magnificent-banquet'", () => {
  it('recover 5, then it goes to the material deck preserved; there, at the beginning of your recollection phase, recover 1', () => {
    let s = edit0(aliceAs({ classes: ['CLERIC'] }));
    let card: string;
    [s, card] = activate(s, A, def('magnificent-banquet'));
    s = drive(s);
    expect(champion(s, A).damage).toBe(0);
    expect(preserved(s, card)).toBe(true);
    s = edit1(s, 4);
    s = passUntil(s, atMain(B));
    expect(champion(s, A).damage).toBe(4); // not at an opponent's recollection phase
    s = passUntil(s, atMain(A));
    expect(champion(s, A).damage).toBe(3);
  });

  it('not while it lies anywhere else (a plain card in the material deck, or in the graveyard)', () => {
    let s = edit1(aliceAs({ classes: ['CLERIC'] }), 4);
    [s] = addCard(withDef(s, def('magnificent-banquet')), A, 'magnificent-banquet', 'materialDeck');
    [s] = addCard(s, A, 'magnificent-banquet', 'graveyard');
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    expect(champion(s, A).damage).toBe(4);
  });
});

/** Alice's champion has exactly `n` damage. */
function edit1(s: GameState, n: number): GameState {
  const t = structuredClone(s);
  t.objects[player(t, A).champion!]!.damage = n;
  return t;
}

describe("'natural-order'", () => {
  it('hand and memory to the bottom of the deck in the order chosen, then every preserved card of the material deck into memory', () => {
    let s = aliceAs({ classes: ['MAGE'] });
    let kept: string, plain: string;
    [s, kept] = addCard(withDef(s, def('leeching-bolt')), A, 'leeching-bolt', 'materialDeck');
    [s, plain] = addCard(s, A, 'leeching-bolt', 'materialDeck');
    s = { ...s, preserved: [...(s.preserved ?? []), kept] };
    [s] = addCard(s, A, 'giant-tortoise', 'memory');
    for (let i = 0; i < 12; i++) [s] = addCard(s, A, 'giant-tortoise', 'hand'); // enough to pay for it, and some left
    let card: string;
    [s, card] = activate(s, A, def('natural-order'));
    const before = [...player(s, A).hand, ...player(s, A).memory];
    const deck = player(s, A).mainDeck.length;
    let order: string[] = [];
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'orderBottom') return undefined;
      const pick = legal.filter((a) => a.type === 'chooseCard').at(-1);
      if (pick && pick.type === 'chooseCard') order = [...order, pick.card];
      return pick;
    });
    expect(player(s, A).hand).toHaveLength(0);
    expect(player(s, A).memory).toEqual([kept]);
    expect(player(s, A).materialDeck).toContain(plain);
    expect(player(s, A).mainDeck.length).toBe(deck + before.length);
    expect(player(s, A).mainDeck.slice(deck, deck + order.length)).toEqual(order);
    expect(player(s, A).graveyard).toContain(card);
  });
});
