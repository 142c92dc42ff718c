// h5-b1: banishing cards of your own material deck ("you may …; if you do, …").
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { A, B, atMain, edit, passUntil, player } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { acceptAll, addCards, aliceAs, drive } from '../amb/amb1-support.js';
import { attackWithCard } from '../doa/round2-helpers.js';

const def = scriptedDef;
const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const tamerRegalia = defineCard({ slug: 'h5b1-tamer-regalia', name: 'Tamer Regalia', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['TAMER'], classes: ['TAMER'], element: 'NORM', cost: memory(0) }, {});
const rangerRegalia = defineCard({ slug: 'h5b1-ranger-regalia', name: 'Ranger Regalia', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['RANGER'], classes: ['RANGER'], element: 'NORM', cost: memory(0) }, {});
const otherRegalia = defineCard({ slug: 'h5b1-other-regalia', name: 'Other Regalia', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['MAGE'], classes: ['MAGE'], element: 'NORM', cost: memory(0) }, {});

/** `who`'s material deck holds exactly these cards. */
function materialDeck(s: GameState, who: string, ...defs: CardDef[]): [GameState, string[]] {
  s = edit(s, (t) => { player(t, who).materialDeck = []; });
  const ids: string[] = [];
  for (const d of defs) { let x: string[]; [s, x] = addCards(s, who, d, 'materialDeck'); ids.push(...x); }
  return [s, ids];
}

/** Answer card choices of the banish decision with these cards, in order; accept every "may". */
const banishing = (cards: string[]) => (t: GameState, legal: Action[]): Action | undefined => {
  if (t.pending?.kind === 'banishOwnMaterialCards') return { type: 'chooseCard' as const, card: cards.shift()! };
  return acceptAll(t, legal);
};

describe('h5-b1 material deck banish', () => {
  it("'fluffy-shopkeep': intercept; On Enter you may banish two cards of your material deck, and if you do draw a card into memory", () => {
    expect(def('fluffy-shopkeep').keywords).toContain('intercept');
    let s = aliceAs({ classes: ['TAMER'], elements: EVERY });
    let ids: string[];
    [s, ids] = materialDeck(s, A, tamerRegalia, otherRegalia, rangerRegalia);
    [s] = activate(s, A, def('fluffy-shopkeep'));
    const mem = player(s, A).memory.length;
    s = drive(s, banishing([ids[0]!, ids[2]!]));
    expect(player(s, A).banishment).toEqual([ids[0], ids[2]]);
    expect(player(s, A).memory.length - mem).toBe(1);

    // Only one card in the material deck: one is banished, nothing drawn.
    let t = aliceAs({ classes: ['TAMER'], elements: EVERY });
    [t, ids] = materialDeck(t, A, tamerRegalia);
    [t] = activate(t, A, def('fluffy-shopkeep'));
    const mem2 = player(t, A).memory.length;
    t = drive(t, banishing([ids[0]!]));
    expect(player(t, A).banishment).toEqual([ids[0]]);
    expect(player(t, A).memory.length - mem2).toBe(0);
  });

  it("'ethereal-slime': with the class bonus it may banish a Tamer card of the material deck to draw and get a buff counter; non-combat damage prevented at level 5+", () => {
    const run = (level: number) => {
      let s = aliceAs({ classes: ['TAMER'], level, elements: EVERY });
      let ids: string[];
      [s, ids] = materialDeck(s, A, otherRegalia, tamerRegalia);
      [s] = activate(s, A, def('ethereal-slime'));
      let offered: string[] = [];
      const hand = player(s, A).hand.length;
      s = drive(s, (t, legal) => {
        if (t.pending?.kind === 'banishOwnMaterialCards') {
          offered = legal.flatMap((a) => (a.type === 'chooseCard' ? [a.card] : []));
          return { type: 'chooseCard', card: ids[1]! };
        }
        return acceptAll(t, legal);
      });
      const slime = Object.values(s.objects).find((o) => o.def === 'ethereal-slime')!;
      return { s, slime, offered, ids, drew: player(s, A).hand.length - hand };
    };
    const { s, slime, offered, ids, drew } = run(1);
    expect(offered).toEqual([ids[1]]);
    expect(slime.counters.buff).toBe(1);
    expect(drew).toBe(1);
    expect(def('ethereal-slime').keywordValues?.pride).toBe(3);
    expect(def('ethereal-slime').keywords).toEqual(expect.arrayContaining(['stealth', 'trueSight']));
    void s;
    // Level 5+: non-combat damage to it is prevented.
    const high = run(5);
    let t = high.s;
    [t] = activate(t, A, defineCard({ slug: 'h5b1-zap', name: 'Zap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { targets: [{ kind: 'ally' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 1 }] }), [{ kind: 'object', id: high.slime.id }]);
    t = drive(t);
    expect(t.objects[high.slime.id]?.damage).toBe(0);
  });

  it("'mad-hatter-morose-heritor': ranged 3; On Enter it may banish a random material deck card, and if it does, materialize a Ranger regalia", () => {
    expect(def('mad-hatter-morose-heritor').keywordValues?.ranged).toBe(3);
    let s = aliceAs({ classes: ['RANGER'], elements: EVERY });
    let ids: string[];
    [s, ids] = materialDeck(s, A, otherRegalia, rangerRegalia, tamerRegalia);
    [s] = activate(s, A, def('mad-hatter-morose-heritor'));
    let offered: string[] = [];
    s = drive(s, (t, legal) => {
      if (t.pending?.kind === 'search') {
        offered = legal.flatMap((a) => (a.type === 'chooseCard' ? [a.card] : []));
        return legal.find((a) => a.type === 'chooseCard') ?? legal[0];
      }
      return acceptAll(t, legal);
    });
    expect(player(s, A).banishment.length).toBe(1);
    const banished = player(s, A).banishment[0]!;
    expect(offered).toEqual(banished === ids[1] ? [] : [ids[1]]);
    if (banished !== ids[1]) expect(Object.values(s.objects).some((o) => o.card === ids[1])).toBe(true);
  });

  it("'spirit-blade-ghost-strike': On Attack you may banish a material deck card; if you do your champion's attacks get +1 this turn, this one included", () => {
    const run = (accept: boolean) => {
      let s = passUntil(passUntil(aliceAs({ classes: ['WARRIOR'], elements: EVERY }), atMain(B)), atMain(A));
      let ids: string[];
      [s, ids] = materialDeck(s, A, otherRegalia);
      let ally: string;
      [s, ally] = place(s, B, defineCard({ slug: 'h5b1-big', name: 'Big', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 30 }, {}));
      s = attackWithCard(s, A, def('spirit-blade-ghost-strike'), ally);
      s = drive(s, (t, legal) => (t.pending?.kind === 'banishOwnMaterialCards' ? { type: 'chooseCard', card: ids[0]! } : legal.find((a) => a.type === 'mayAnswer' && a.accept === accept)));
      return [s.objects[ally]!.damage, player(s, A).banishment.length];
    };
    const [withBanish, banished] = run(true);
    const [without, none] = run(false);
    expect([banished, none]).toEqual([1, 0]);
    expect(withBanish! - without!).toBe(1);
  });
});
