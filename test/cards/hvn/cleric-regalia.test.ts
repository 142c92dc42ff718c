// Cleric regalia first printed in HVN.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, ifThen, imbue, imbued, loseAllAbilities, becomes, reserve, target } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { cardLostAllAbilities, layeredCardDef } from '../../../src/engine/effects/continuous.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, addCard, edit, enable, legal, mainPhaseOf, passUntil, atMain, player, resolveAll, withDef } from '../doa/support.js';
import { bolt, place } from '../doa/round2-helpers.js';
import { activateFromHand } from '../doa/support.js';

const censer = scriptedDef('censer-of-restful-peace');
const mirror = scriptedDef('nullifying-mirror');

/** An invented ally whose floating memory (an ability) shows whether graveyard cards keep their abilities. */
const floaty = defineCard({ slug: 'test-floaty', name: 'Test Floaty', types: ['ALLY'], element: 'WATER', cost: reserve(1), power: 1, life: 1 }, { keywords: ['floatingMemory'] });
const fiery = defineCard({ slug: 'test-fiery', name: 'Test Fiery', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
/** An invented action: target item loses all abilities (for as long as the game lasts). */
const blank = defineCard({ slug: 'test-blank', name: 'Test Blank', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'item' }], onResolve: [becomes(target(0), [loseAllAbilities()])] });
/** An invented fire spell that draws two cards when two fire cards pay for it (Imbue 2). */
const imbueSpell = defineCard({ slug: 'test-imbue', name: 'Test Imbue', types: ['ACTION'], element: 'FIRE', cost: reserve(2), speed: true }, { imbue: [imbue(2)], onResolve: [ifThen(imbued(), [draw(2)])] });

describe('censer-of-restful-peace', () => {
  it("cards in every graveyard lose all abilities while it is on the field, whoever's they are", () => {
    let s = withDef(mainPhaseOf(A), floaty);
    let mine: string, theirs: string, held: string, c: string;
    [s, mine] = addCard(s, A, 'test-floaty', 'graveyard');
    [s, theirs] = addCard(s, B, 'test-floaty', 'graveyard');
    [s, held] = addCard(s, B, 'test-floaty', 'hand');
    expect(cardLostAllAbilities(s, theirs)).toBe(false);
    [s, c] = place(s, A, censer);
    expect(cardLostAllAbilities(s, mine)).toBe(true);
    expect(cardLostAllAbilities(s, theirs)).toBe(true);
    expect(layeredCardDef(s, theirs)!.keywords).not.toContain('floatingMemory');
    expect(cardLostAllAbilities(s, held)).toBe(false);
    s = edit(s, (t) => {
      t.field = t.field.filter((id) => id !== c);
      t.objects = Object.fromEntries(Object.entries(t.objects).filter(([id]) => id !== c));
    });
    expect(cardLostAllAbilities(s, theirs)).toBe(false);
  });

  it('ruling: once the censer itself loses all abilities (an effect like Fracturize), graveyard cards have theirs again', () => {
    let s = withDef(withDef(mainPhaseOf(A), floaty), blank);
    let dead: string, c: string;
    [s, dead] = addCard(s, B, 'test-floaty', 'graveyard');
    [s, c] = place(s, A, censer);
    expect(cardLostAllAbilities(s, dead)).toBe(true);
    [s] = activateFromHand(s, A, blank, [{ kind: 'object', id: c }]);
    s = resolveAll(s);
    expect(cardLostAllAbilities(s, dead)).toBe(false);
    expect(layeredCardDef(s, dead)).toBeUndefined();
  });
});

describe('nullifying-mirror', () => {
  it("resting it makes the cards in the target opponent's memory norm until end of turn, cards put there later included", () => {
    let s = withDef(mainPhaseOf(A), fiery);
    let m: string, before: string, after: string, mine: string;
    [s, m] = place(s, A, mirror);
    [s, before] = addCard(s, B, 'test-fiery', 'memory');
    [s, mine] = addCard(s, A, 'test-fiery', 'memory');
    s = act(s, A, { type: 'activateAbility', object: m, index: 0 });
    expect(legal(s, A)).not.toContainEqual({ type: 'chooseTarget', target: { kind: 'player', id: A } });
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } }));
    expect(s.objects[m]!.rested).toBe(true);
    [s, after] = addCard(s, B, 'test-fiery', 'memory');
    expect(layeredCardDef(s, before)!.elements).toEqual(['NORM']);
    expect(layeredCardDef(s, after)!.elements).toEqual(['NORM']); // ruling: cards added afterwards too
    expect(layeredCardDef(s, mine)).toBeUndefined();
    s = passUntil(s, atMain(B));
    expect(layeredCardDef(s, after)).toBeUndefined();
  });

  it('ruling: after it has resolved, fire cards the opponent pays with are norm in memory and do not imbue', () => {
    const run = (useMirror: boolean): GameState => {
      let s = enable(withDef(withDef(withDef(mainPhaseOf(A), fiery), imbueSpell), bolt), B, 'FIRE');
      let m: string;
      [s, m] = place(s, A, mirror);
      if (useMirror) {
        s = act(s, A, { type: 'activateAbility', object: m, index: 0 });
        s = resolveAll(act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } }));
      }
      // Alice activates a fast action; Bob answers with his imbue spell, paid with two fire cards.
      [s] = activateFromHand(s, A, bolt, [{ kind: 'object', id: player(s, B).champion! }]);
      s = act(s, A, { type: 'pass' });
      let spell: string, f1: string, f2: string;
      [s, spell] = addCard(s, B, 'test-imbue');
      [s, f1] = addCard(s, B, 'test-fiery');
      [s, f2] = addCard(s, B, 'test-fiery');
      s = act(s, B, { type: 'activate', card: spell });
      s = act(act(s, B, { type: 'chooseReserve', card: f1 }), B, { type: 'chooseReserve', card: f2 });
      return s;
    };
    expect(run(false).stack.at(-1)!.imbued).toBe(true);
    expect(run(true).stack.at(-1)!.imbued).toBeUndefined();
  });
});

describe('tabula-of-salvage', () => {
  it('banishing it puts up to five chosen graveyard cards on the bottom of your deck, in the order chosen', () => {
    let s = mainPhaseOf(A);
    let tab: string;
    [s, tab] = place(s, A, scriptedDef('tabula-of-salvage'));
    const gy: string[] = [];
    for (let i = 0; i < 6; i++) {
      let c: string;
      [s, c] = addCard(s, A, 'smoke-out', 'graveyard');
      gy.push(c);
    }
    s = act(s, A, { type: 'activateAbility', object: tab, index: 0 });
    for (let i = 0; i < 6 && s.pending?.kind !== 'pickCards'; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    // Picked in this order: the third, the first, then four more; the sixth pick is not offered.
    const order = [gy[2]!, gy[0]!, gy[1]!, gy[3]!, gy[4]!];
    for (const c of order) s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: c } });
    s = resolveAll(s);
    expect(player(s, A).mainDeck.slice(-5)).toEqual(order);
    expect(player(s, A).graveyard).toContain(gy[5]);
  });

  it('you may stop early, or pick none', () => {
    let s = mainPhaseOf(A);
    let tab: string, c: string;
    [s, tab] = place(s, A, scriptedDef('tabula-of-salvage'));
    [s, c] = addCard(s, A, 'smoke-out', 'graveyard');
    s = act(s, A, { type: 'activateAbility', object: tab, index: 0 });
    for (let i = 0; i < 6 && s.pending?.kind !== 'pickCards'; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
    s = resolveAll(act(s, A, { type: 'chooseTarget', target: null }));
    expect(player(s, A).graveyard).toContain(c);
  });
});

describe('diao-chan-dreaming-wish', () => {
  const wish = scriptedDef('diao-chan-dreaming-wish');
  const bud = defineCard({ slug: 'test-bud', name: 'Test Bud', types: ['PHANTASIA'], element: 'NORM', cost: reserve(1) }, {});

  /** Alice's champion is Diao Chan, Dreaming Wish (or has it in its inner lineage) with `glimmer` counters; she controls `buds` phantasias. */
  function endOfTurn(glimmer: number, buds: number, inLineage = false): number {
    let s = withDef(withDef(mainPhaseOf(A), wish), bud);
    let card: string;
    [s, card] = addCard(s, A, wish.slug, 'banishment');
    s = edit(s, (t) => {
      player(t, A).banishment = player(t, A).banishment.filter((x) => x !== card);
      const c = t.objects[player(t, A).champion!]!;
      if (inLineage) c.lineage = [...c.lineage, card];
      else { c.card = card; c.def = wish.slug; }
      c.counters.glimmer = glimmer;
    });
    for (let i = 0; i < buds; i++) [s] = place(s, A, bud);
    s = passUntil(s, atMain(B));
    return s.objects[player(s, A).champion!]!.counters.glimmer ?? 0;
  }

  it('inherited: as your end phase begins, glimmer counters on your champion are raised to the number of phantasias you control', () => {
    expect(endOfTurn(1, 4)).toBe(4);
    expect(endOfTurn(0, 2, true)).toBe(2);
  });

  it('never lowers them: with as many counters or more, nothing happens', () => {
    expect(endOfTurn(5, 3)).toBe(5);
    expect(endOfTurn(3, 3)).toBe(3);
  });
});
