// h5-b1: Fatestones that transform by a Guo Jia ability.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, atMain, champion, edit, passUntil, payReserve, player } from '../../engine/helpers.js';
import { activate, place, withDefs } from '../amb/scenario.js';
import { addCards, aliceAs, drive } from '../amb/amb1-support.js';
import { factsOnly } from '../doa/support.js';

const def = scriptedDef;
const EVERY: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA'];
const fatebound = defineCard({ slug: 'h5b1-fatebound', name: 'Fatebound', types: ['ALLY'], subtypes: ['FATEBOUND'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const stone = defineCard({ slug: 'h5b1-stone', name: 'Stone', types: ['ITEM'], subtypes: ['FATESTONE'], element: 'NORM', cost: reserve(1) }, {});
const wall = defineCard({ slug: 'h5b1-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 20 }, {});
const shrouded = defineCard({ slug: 'h5b1-shrouded', name: 'Shrouded', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 0, life: 20 }, { keywords: ['spellshroud'] });
const fireCard = defineCard({ slug: 'h5b1-fire', name: 'Fire Card', types: ['ACTION'], element: 'FIRE', cost: reserve(0) }, {});
/** Alice's champion becomes a Guo Jia of every element. */
const guoJia = (s: GameState) => {
  const champ = defineCard({ slug: 'h5b1-guo-jia', name: 'Guo Jia, Test Champion', types: ['CHAMPION'], subtypes: ['TAMER'], classes: ['TAMER'], element: EVERY, cost: memory(1), level: 1, life: 40 }, {});
  return edit(withDefs(s, champ), (t) => { t.objects[player(t, A).champion!]!.def = champ.slug; });
};
const backOf = (slug: string) => def(slug).back!;

describe('h5-b1 fatestones', () => {
  it("'lavaplume-fatestone': fast; On Enter, as a Spell, unpreventable damage equal to your other Fatestone and Fatebound objects; Guo Jia (4): transform", () => {
    expect(def('lavaplume-fatestone').keywords).toContain('fastActivation');
    let s = guoJia(aliceAs({ elements: EVERY }));
    s = withDefs(s, factsOnly(backOf('lavaplume-fatestone')));
    let target: string; let shroud: string;
    [s, target] = place(s, B, wall);
    [s, shroud] = place(s, B, shrouded);
    [s] = place(s, A, fatebound);
    [s] = place(s, A, stone);
    [s] = activate(s, A, def('lavaplume-fatestone'));
    let offered: string[] = [];
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'triggerTargets') return undefined;
      offered = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
      return { type: 'chooseTarget', target: { kind: 'object', id: target } };
    });
    expect(offered).not.toContain(shroud);
    expect(s.objects[target]!.damage).toBe(2);
    const lava = Object.values(s.objects).find((o) => o.def === 'lavaplume-fatestone')!;
    const index = def('lavaplume-fatestone').abilities.findIndex((ab) => ab.kind === 'activated');
    s = edit(s, (t) => { player(t, A).hand = []; });
    [s] = addCards(s, A, fireCard, 'hand', 4);
    s = drive(payReserve(act(s, A, { type: 'activateAbility', object: lava.id, index }), A));
    expect(s.objects[lava.id]!.def).toBe(backOf('lavaplume-fatestone'));
    // Not Guo Jia: no transform ability.
    let t = aliceAs({ classes: ['TAMER'], elements: EVERY });
    let other: string;
    [t, other] = place(t, A, def('lavaplume-fatestone'));
    expect(legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === other)).toBe(false);
  });

  it("'fatestone-of-unrelenting': hindered; On Enter 1 damage as a Spell; Guo Jia: rest and banish two fire cards from the graveyard to transform and wake up", () => {
    expect(def('fatestone-of-unrelenting').keywords).toContain('hindered');
    let s = guoJia(aliceAs({ elements: EVERY }));
    s = withDefs(s, factsOnly(backOf('fatestone-of-unrelenting')));
    let target: string;
    [s, target] = place(s, B, wall);
    [s] = activate(s, A, def('fatestone-of-unrelenting'));
    s = drive(s, (t) => (t.pending?.kind === 'triggerTargets' ? { type: 'chooseTarget', target: { kind: 'object', id: target } } : undefined));
    expect(s.objects[target]!.damage).toBe(1);
    const stoneObj = Object.values(s.objects).find((o) => o.def === 'fatestone-of-unrelenting')!;
    expect(stoneObj.rested).toBe(true);
    const index = def('fatestone-of-unrelenting').abilities.findIndex((ab) => ab.kind === 'activated');
    // Rested (hindered) it can't pay the rest cost: wake it first, then only with two fire cards in the graveyard.
    s = edit(s, (t) => { t.objects[stoneObj.id]!.rested = false; player(t, A).graveyard = []; });
    [s] = addCards(s, A, fireCard, 'graveyard', 1);
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === stoneObj.id && a.index === index)).toBe(false);
    [s] = addCards(s, A, fireCard, 'graveyard', 1);
    s = act(s, A, { type: 'activateAbility', object: stoneObj.id, index });
    s = drive(s, (t, legal) => (t.pending?.kind === 'activation' ? legal.find((a) => a.type === 'chooseCard') : undefined));
    expect(s.objects[stoneObj.id]!.def).toBe(backOf('fatestone-of-unrelenting'));
    expect(s.objects[stoneObj.id]!.rested).toBe(false);
    expect(player(s, A).banishment.length).toBe(2);
  });

  it("'fatestone-of-heaven': On Enter destroys a non-champion object of memory cost 1- or reserve cost 5-; Guo Jia (3), slow, once a turn: reveal memory, transform with 3+ luxem", () => {
    let s = guoJia(aliceAs({ elements: EVERY }));
    s = withDefs(s, factsOnly(backOf('fatestone-of-heaven')));
    let small: string; let big: string;
    [s, small] = place(s, B, defineCard({ slug: 'h5b1-r5', name: 'R5', types: ['ALLY'], element: 'NORM', cost: reserve(5), power: 1, life: 1 }, {}));
    [s, big] = place(s, B, defineCard({ slug: 'h5b1-r6', name: 'R6', types: ['ALLY'], element: 'NORM', cost: reserve(6), power: 1, life: 1 }, {}));
    [s] = activate(s, A, def('fatestone-of-heaven'));
    let offered: string[] = [];
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'triggerTargets') return undefined;
      offered = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
      return { type: 'chooseTarget', target: { kind: 'object', id: small } };
    });
    expect(offered).toContain(small);
    expect(offered).not.toContain(big);
    expect(offered).not.toContain(champion(s, B).id);
    expect(s.objects[small]).toBeUndefined();
    const luxem = defineCard({ slug: 'h5b1-luxem', name: 'Luxem', types: ['ACTION'], element: 'LUXEM', cost: reserve(0) }, {});
    const stoneId = Object.values(s.objects).find((o) => o.def === 'fatestone-of-heaven')!.id;
    const index = def('fatestone-of-heaven').abilities.findIndex((ab) => ab.kind === 'activated');
    const use = (t: GameState) => drive(payReserve(act(t, A, { type: 'activateAbility', object: stoneId, index }), A));
    s = edit(s, (t) => { player(t, A).memory = []; player(t, A).hand = []; });
    [s] = addCards(s, A, luxem, 'memory', 2);
    [s] = addCards(s, A, fireCard, 'hand', 6);
    // Paying puts hand cards into memory (fire, not luxem): two luxem are not enough.
    s = use(s);
    expect(s.objects[stoneId]!.def).toBe('fatestone-of-heaven');
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === stoneId)).toBe(false); // once per turn
    let t = edit(s, (u) => { u.turn += 2; });
    [t] = addCards(t, A, luxem, 'memory', 1);
    t = use(t);
    expect(t.objects[stoneId]!.def).toBe(backOf('fatestone-of-heaven'));
  });

  it("'craggy-fatestone': a buff counter whenever an opponent materializes a memory cost 0 card; Guo Jia, rest: transform with two or more buff counters", () => {
    let s = guoJia(aliceAs({ elements: EVERY }));
    s = withDefs(s, factsOnly(backOf('craggy-fatestone')));
    let stone: string;
    [s, stone] = place(s, A, def('craggy-fatestone'));
    const index = def('craggy-fatestone').abilities.findIndex((ab) => ab.kind === 'activated');
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === stone && a.index === index)).toBe(false);
    // Bob materializes a memory cost 0 card, then a memory cost 1 card.
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase' && t.pending.player === B);
    const free = defineCard({ slug: 'h5b1-free', name: 'Free', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
    const one = defineCard({ slug: 'h5b1-one', name: 'One', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(1) }, {});
    let f: string[]; let o: string[];
    [s, f] = addCards(s, B, free, 'materialDeck');
    [s, o] = addCards(s, B, one, 'materialDeck');
    void o;
    s = drive(act(s, B, { type: 'materialize', card: f[0]! }));
    expect(s.objects[stone]!.counters.buff).toBe(1);
    s = edit(s, (t) => { t.objects[stone]!.counters.buff = 2; t.objects[stone]!.rested = false; });
    s = passUntil(s, atMain(A));
    s = drive(act(s, A, { type: 'activateAbility', object: stone, index }));
    expect(s.objects[stone]!.def).toBe(backOf('craggy-fatestone'));
  });

  it("'idle-fatestone': On Enter the top four go back in any order; Guo Jia, rest and (2): an even top reserve cost gives a buff counter (zero is even), otherwise it transforms", () => {
    let s = guoJia(aliceAs({ elements: EVERY }));
    s = withDefs(s, factsOnly(backOf('idle-fatestone')));
    const deck = [...player(s, A).mainDeck];
    [s] = activate(s, A, def('idle-fatestone'));
    let i = 0;
    const order = [2, 0, 3];
    s = drive(s, (t) => (t.pending?.kind === 'sortTopCards' ? { type: 'chooseTarget', target: { kind: 'card', id: deck[order[i++]!]! } } : undefined));
    expect(player(s, A).mainDeck.slice(0, 4)).toEqual([deck[2], deck[0], deck[3], deck[1]]);
    const stone = Object.values(s.objects).find((o) => o.def === 'idle-fatestone')!.id;
    const index = def('idle-fatestone').abilities.findIndex((ab) => ab.kind === 'activated');
    const top = (t: GameState, cost: number) => {
      const d = defineCard({ slug: `h5b1-cost-${cost}`, name: `Cost ${cost}`, types: ['ACTION'], element: 'NORM', cost: reserve(cost) }, {});
      let ids: string[];
      [t, ids] = addCards(t, A, d, 'mainDeck');
      return edit(t, (u) => { player(u, A).mainDeck = [ids[0]!, ...player(u, A).mainDeck.filter((c) => c !== ids[0])]; u.objects[stone]!.rested = false; });
    };
    const use = (t: GameState) => drive(payReserve(act(t, A, { type: 'activateAbility', object: stone, index }), A));
    let even = use(top(s, 0));
    expect([even.objects[stone]!.def, even.objects[stone]!.counters.buff]).toEqual(['idle-fatestone', 1]);
    even = use(top(even, 3));
    expect(even.objects[stone]!.def).toBe(backOf('idle-fatestone'));
  });

  it("'companion-fatestone': On Enter a buff counter on itself or a Fatebound ally you control; when a Fatebound ally of yours dies it may transform", () => {
    let s = aliceAs({ classes: ['TAMER'], elements: EVERY });
    s = withDefs(s, factsOnly(backOf('companion-fatestone')));
    let fb: string; let theirs: string;
    [s, fb] = place(s, A, fatebound);
    [s, theirs] = place(s, B, fatebound);
    [s] = activate(s, A, def('companion-fatestone'));
    let offered: string[] = [];
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'chooseObjects') return undefined;
      offered = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
      return { type: 'chooseTarget', target: { kind: 'object', id: fb } };
    });
    const stone = Object.values(s.objects).find((o) => o.def === 'companion-fatestone')!.id;
    expect(offered.sort()).toEqual([fb, stone].sort());
    expect(offered).not.toContain(theirs);
    expect(s.objects[fb]!.counters.buff).toBe(1);
    // The Fatebound ally dies: it may transform.
    s = edit(s, (t) => { t.objects[fb]!.damage = 9; });
    [s] = activate(s, A, defineCard({ slug: 'h5b1-nothing', name: 'Nothing', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] }));
    s = drive(s, (t, legal) => legal.find((a) => a.type === 'mayAnswer' && a.accept));
    expect(s.objects[stone]!.def).toBe(backOf('companion-fatestone'));
  });
});
