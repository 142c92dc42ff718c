// h5-b3: cards that reveal chosen cards of their controller's hand and/or memory (src/engine/effects/reveal-cards.ts).
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../../src/engine/index.js';
import { dealDamage, defineCard, reserve, target } from '../../../src/cards/define.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, champion, edit, player, withDef } from '../../engine/helpers.js';
import { objectsOf, objectTarget } from '../amb/scenario.js';
import { activate } from '../amb/scenario.js';
import { ALL, addCards, aliceAs, costNow, drive } from '../amb/amb1-support.js';
import { hasKeyword } from '../../../src/engine/state/query.js';

const def = (slug: string) => scriptedDef(slug);
const kind = (subtype: string, element: Element = 'NORM') => defineCard({ slug: `test-${subtype.toLowerCase()}-${element.toLowerCase()}-card`, name: `Test ${subtype} ${element}`, types: ['ACTION'], subtypes: [subtype], element, cost: reserve(0) }, { onResolve: [] });
const zap = (n: number) => defineCard({ slug: `test-zap-b3-${n}`, name: 'Test Zap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'unit' }], onResolve: [dealDamage(target(0), n)] });

/** Reveal these cards when asked (then stop). */
const reveal = (ids: string[]) => (s: GameState, legal: Action[]): Action | undefined => {
  if (s.pending?.kind !== 'revealCards') return undefined;
  const picked = s.pending.picked;
  const next = ids.find((id) => !picked.includes(id));
  return legal.find((a) => a.type === 'chooseTarget' && (next ? a.target?.kind === 'card' && a.target.id === next : a.target === null));
};
const deckSize = (s: GameState) => player(s, A).mainDeck.length;

describe('h5-b3 reveal cards', () => {
  it("'baby-gray-slime': intercept; on enter, revealing two Slime cards from hand and/or memory draws a card", () => {
    let s = aliceAs({});
    let mem: string[], hand: string[];
    [s, mem] = addCards(s, A, kind('SLIME'), 'memory', 1);
    [s, hand] = addCards(s, A, kind('SLIME'), 'hand', 1);
    [s] = activate(s, A, def('baby-gray-slime'));
    const deck = deckSize(s);
    s = drive(s, reveal([mem[0]!, hand[0]!]));
    expect(deckSize(s)).toBe(deck - 1);
    expect(hasKeyword(s, objectsOf(s, 'baby-gray-slime')[0]!, 'intercept')).toBe(true);
    let t = aliceAs({});
    [t] = addCards(t, A, kind('SLIME'), 'memory', 1);
    [t] = addCards(t, A, kind('GEM'), 'memory', 1);
    [t] = activate(t, A, def('baby-gray-slime'));
    const d2 = deckSize(t);
    t = drive(t, reveal([]));
    expect(deckSize(t)).toBe(d2);
  });

  it("'inquisitive-magician': revealing two Mage cards puts an enlighten counter on your champion", () => {
    let s = aliceAs({});
    let mem: string[];
    [s, mem] = addCards(s, A, kind('MAGE'), 'memory', 2);
    [s] = activate(s, A, def('inquisitive-magician'));
    s = drive(s, reveal(mem));
    expect(champion(s, A).counters.enlighten).toBe(1);
    let t = aliceAs({});
    [t, mem] = addCards(t, A, kind('MAGE'), 'memory', 2);
    [t] = activate(t, A, def('inquisitive-magician'));
    t = drive(t, reveal([])); // declined
    expect(champion(t, A).counters.enlighten ?? 0).toBe(0);
  });

  it("'summon-pawn': revealing three Chessman cards summons a Pawn Piece token", () => {
    let s = withDef(aliceAs({}), def('pawn-piece'));
    let mem: string[];
    [s, mem] = addCards(s, A, kind('CHESSMAN'), 'memory', 3);
    [s] = activate(s, A, def('summon-pawn'));
    s = drive(s, reveal(mem));
    expect(objectsOf(s, 'pawn-piece')).toHaveLength(1);
    let t = withDef(aliceAs({}), def('pawn-piece'));
    [t] = addCards(t, A, kind('CHESSMAN'), 'memory', 2);
    [t] = activate(t, A, def('summon-pawn'));
    t = drive(t, reveal([]));
    expect(objectsOf(t, 'pawn-piece')).toHaveLength(0);
  });

  it("'lustrous-slime': a buff counter per Slime card revealed from memory; on death recover that many", () => {
    let s = aliceAs({ elements: [...ALL, 'LUXEM'] });
    let mem: string[];
    [s, mem] = addCards(s, A, kind('SLIME'), 'memory', 3);
    [s] = addCards(s, A, kind('SLIME'), 'hand', 1); // hand cards are not offered
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    [s] = activate(s, A, def('lustrous-slime'));
    let offered = 0;
    s = drive(s, (t, legal) => {
      if (t.pending?.kind === 'revealCards' && t.pending.picked.length === 0) offered = legal.filter((a) => a.type === 'chooseTarget' && a.target !== null).length;
      return reveal(mem.slice(0, 2))(t, legal);
    });
    expect(offered).toBe(3);
    const slime = objectsOf(s, 'lustrous-slime')[0]!;
    expect(slime.counters.buff).toBe(2);
    [s] = activate(s, A, zap(20), [objectTarget(slime.id)]);
    s = drive(s);
    expect(objectsOf(s, 'lustrous-slime')).toHaveLength(0);
    expect(champion(s, A).damage).toBe(3);
  });

  it("'portly-raccoon': revealing two Raccoon cards lets it make a target opponent banish a card of their graveyard", () => {
    let s = aliceAs({});
    let mem: string[], bobs: string[];
    [s, mem] = addCards(s, A, kind('RACCOON'), 'memory', 2);
    [s, bobs] = addCards(s, B, kind('GEM'), 'graveyard', 1);
    [s] = activate(s, A, def('portly-raccoon'));
    s = drive(s, (t, legal) => reveal(mem)(t, legal)
      ?? legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'player' && a.target.id === B)
      ?? legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'card' && a.target.id === bobs[0]));
    expect(player(s, B).banishment).toContain(bobs[0]);
  });

  it("'veiling-breeze': this turn, each damage to your champion is reduced by the wind cards revealed (counted as it resolved, ruling)", () => {
    let s = aliceAs({});
    let mem: string[];
    [s, mem] = addCards(s, A, kind('GEM', 'WIND'), 'memory', 3);
    [s] = activate(s, A, def('veiling-breeze'));
    s = drive(s, reveal(mem.slice(0, 2)));
    s = edit(s, (t) => { t.players.find((p) => p.id === A)!.memory = []; }); // memory emptied afterwards: still 2
    for (const n of [3, 1]) {
      [s] = activate(s, A, zap(n), [objectTarget(champion(s, A).id)]);
      s = drive(s);
    }
    expect(champion(s, A).damage).toBe(1); // 3-2, then 1-1
  });

  it("'veiled-dash': up to two units become distant; each has the next X damage this turn prevented, X the wind cards revealed; 2 less with a Ranger champion", () => {
    expect(costNow(aliceAs({ classes: ['RANGER'] }), A, def('veiled-dash'))).toBe(2);
    expect(costNow(aliceAs({ classes: ['MAGE'] }), A, def('veiled-dash'))).toBe(4);
    let s = aliceAs({ classes: ['RANGER'] });
    let mem: string[];
    [s, mem] = addCards(s, A, kind('GEM', 'WIND'), 'memory', 2);
    const me = champion(s, A).id;
    [s] = activate(s, A, def('veiled-dash'), [objectTarget(me), { kind: 'object', id: champion(s, B).id }]);
    s = drive(s, reveal(mem));
    expect(champion(s, A).distant).toBe(true);
    expect(champion(s, B).distant).toBe(true);
    [s] = activate(s, A, zap(3), [objectTarget(me)]);
    s = drive(s);
    [s] = activate(s, A, zap(3), [objectTarget(me)]);
    s = drive(s);
    expect(champion(s, A).damage).toBe(4); // the shield of 2 used up by the first
  });
});

describe("'fractal-of-refreshment'", () => {
  it('reservable; on enter up to three water cards revealed from memory go to the bottom of the deck, then as many are drawn into memory', () => {
    let s = aliceAs({});
    let mem: string[];
    [s, mem] = addCards(s, A, kind('GEM', 'WATER'), 'memory', 3);
    [s] = activate(s, A, def('fractal-of-refreshment'));
    const deck = deckSize(s);
    const top = player(s, A).mainDeck.slice(0, 2);
    s = drive(s, reveal(mem.slice(0, 2)));
    expect(player(s, A).mainDeck.slice(-2)).toEqual(mem.slice(0, 2)); // in the order revealed
    expect(player(s, A).memory).toEqual(expect.arrayContaining([...top, mem[2]]));
    expect(player(s, A).memory).not.toContain(mem[0]);
    expect(deckSize(s)).toBe(deck);
    expect(s.defs['fractal-of-refreshment']!.keywords).toContain('reservable');
  });
});
