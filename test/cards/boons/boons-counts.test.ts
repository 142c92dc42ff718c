// Boons that count: their bestowal cost, resolutions of their abilities, dice, allies and suppressions.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, suppress, target, targetAlly } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { championLevel, currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, atMain, edit, newGame, passUntil, player, refuse } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, play, settle } from '../amb/scenario.js';
import { activateBoonAbility, bestow, gainedBoon, presentBoon } from './boon-scenario.js';

const mainOf = (who: PlayerId = A) => passUntil(newGame(), atMain(who));
const allyDef = (slug: string, extra: Partial<Parameters<typeof defineCard>[0]> = {}): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 3, ...extra }, {});

/** Give `who` `n` more cards in hand (to pay reserve costs with). */
function withCards(s: GameState, who: PlayerId, n: number): GameState {
  return edit(s, (t) => {
    const slug = t.cards[player(t, who).mainDeck[0]!]!.def;
    for (let i = 0; i < n; i++) { const c = `cy${who}${Object.keys(t.cards).length}`; t.cards[c] = { owner: who, def: slug }; player(t, who).hand = [...player(t, who).hand, c]; }
  });
}

/** How many cards bestowing this boon costs now: the cards paid go to memory (its "as you gain" draws go to hand). */
function bestowCost(s: GameState, who: PlayerId, boon: string): number {
  const memory = player(s, who).memory.length;
  s = bestow(s, who, boon);
  return player(s, who).memory.length - memory;
}

describe('Regret (lesser)', () => {
  it("'lesser-boon-of-regret': up to seven hand cards go under the deck in the order picked, then as many are drawn", () => {
    let s = withCards(asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['NORM'], level: 1 }), A, 6);
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-regret'));
    s = passUntil(bestow(s, A, boon), (t) => t.pending?.kind === 'pickCards');
    const hand = player(s, A).hand.length;
    const deck = player(s, A).mainDeck.length;
    const picked = [player(s, A).hand[2]!, player(s, A).hand[0]!, player(s, A).hand[4]!];
    for (const c of picked) s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: c } });
    const top = player(s, A).mainDeck.slice(0, 3);
    s = settle(act(s, A, { type: 'chooseTarget', target: null }));
    expect(player(s, A).mainDeck.slice(-3)).toEqual(picked);
    expect(player(s, A).mainDeck.length).toBe(deck);
    expect(player(s, A).hand.length).toBe(hand);
    for (const c of top) expect(player(s, A).hand).toContain(c);
  });

  it("'lesser-boon-of-regret': no more than seven; none at all draws nothing", () => {
    let s = withCards(asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['NORM'], level: 1 }), A, 9);
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-regret'));
    s = passUntil(bestow(s, A, boon), (t) => t.pending?.kind === 'pickCards');
    const hand = [...player(s, A).hand];
    for (let i = 0; i < 7; i++) s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: hand[i]! } });
    expect(s.pending?.kind).not.toBe('pickCards'); // the seventh ended it
    s = settle(s);
    expect(player(s, A).mainDeck.slice(-7)).toEqual(hand.slice(0, 7));
    let again = withCards(asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['NORM'], level: 1 }), A, 3);
    [again, boon] = presentBoon(again, A, scriptedDef('lesser-boon-of-regret'));
    again = passUntil(bestow(again, A, boon), (t) => t.pending?.kind === 'pickCards');
    const before = player(again, A).hand.length;
    const deck = player(again, A).mainDeck.length;
    again = settle(act(again, A, { type: 'chooseTarget', target: null }));
    expect(player(again, A).hand.length).toBe(before);
    expect(player(again, A).mainDeck.length).toBe(deck);
  });
});

describe('Distance (lesser)', () => {
  it("'lesser-boon-of-distance': Class Locked; (2) a target Ranger unit becomes distant; the third resolution draws into memory; only thrice", () => {
    let s = withCards(asChampion(mainOf(), A, { classes: ['RANGER'], elements: ['NORM'], level: 1 }), A, 8);
    let boon: string;
    [s, boon] = gainedBoon(s, A, scriptedDef('lesser-boon-of-distance'));
    const champ = player(s, A).champion!;
    let other: string;
    [s, other] = place(s, A, allyDef('test-distance-warrior', { subtypes: ['WARRIOR'] }));
    s = act(s, A, { type: 'activateBoonAbility', card: boon, index: 0 });
    const options = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(options).toContain(champ);
    expect(options).not.toContain(other);
    s = act(s, A, { type: 'cancel' });
    const memory = () => player(s, A).memory.length;
    for (let i = 1; i <= 3; i++) {
      const before = memory();
      s = settle(activateBoonAbility(s, A, boon, 0, [objectTarget(champ)]));
      expect(s.objects[champ]!.distant).toBe(true);
      expect(memory() - before).toBe(2 + (i === 3 ? 1 : 0)); // its cost of 2, and the draw the third time
    }
    refuse(s, A, { type: 'activateBoonAbility', card: boon, index: 0 }, 'ability-tracking');
  });

  it("'lesser-boon-of-distance': an activation that fizzles has not resolved, so three activations may never draw", () => {
    let s = withCards(asChampion(mainOf(), A, { classes: ['RANGER'], elements: ['NORM'], level: 1 }), A, 8);
    let boon: string;
    [s, boon] = gainedBoon(s, A, scriptedDef('lesser-boon-of-distance'));
    const champ = player(s, A).champion!;
    let ranger: string;
    [s, ranger] = place(s, A, allyDef('test-distance-ranger', { subtypes: ['RANGER'] }));
    s = activateBoonAbility(s, A, boon, 0, [objectTarget(ranger)]);
    s = edit(s, (t) => { t.field = t.field.filter((id) => id !== ranger); t.objects = Object.fromEntries(Object.entries(t.objects).filter(([id]) => id !== ranger)); });
    s = settle(s);
    const before = player(s, A).memory.length;
    s = settle(activateBoonAbility(s, A, boon, 0, [objectTarget(champ)]));
    s = settle(activateBoonAbility(s, A, boon, 0, [objectTarget(champ)]));
    expect(player(s, A).memory.length - before).toBe(4);
  });
});

describe('Rakko (lesser)', () => {
  it("'lesser-boon-of-rakko': (3) rolls two dice; the total picks what happens; only twice", () => {
    const rows = (total: number, hands: number[], before: number[]): boolean => {
      const [a, b] = [hands[0]! - before[0]!, hands[1]! - before[1]!];
      if (total === 2) return a === -1 && b === -1;
      if (total <= 5) return a === 0 && b === 0;
      if (total <= 8) return a === 1 && b === 1;
      if (total <= 11) return a === 1 && b === 0;
      return a === 2 && b === 0;
    };
    const seen = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      let s = withCards(mainOf(), A, 6);
      s = edit(s, (t) => { t.rng = { a: seed * 7919, b: seed * 104729, c: seed * 15485863, d: seed }; });
      let boon: string;
      [s, boon] = gainedBoon(s, A, scriptedDef('lesser-boon-of-rakko'));
      for (let use = 0; use < 2; use++) {
        s = activateBoonAbility(s, A, boon, 0);
        const before = [player(s, A).hand.length, player(s, B).hand.length];
        s = settle(s);
        const line = [...s.log].reverse().find((l) => l.text.includes('rolls 2D6'))!;
        const total = Number(/: (\d+)\./.exec(line.text)![1]);
        expect(total).toBeGreaterThanOrEqual(2);
        expect(total).toBeLessThanOrEqual(12);
        seen.add(total);
        expect(rows(total, [player(s, A).hand.length, player(s, B).hand.length], before)).toBe(true);
      }
      refuse(s, A, { type: 'activateBoonAbility', card: boon, index: 0 }, 'ability-tracking');
    }
    expect(seen.size).toBeGreaterThan(3); // the totals vary with the random sequence
  });
});

describe('Kanaloa (greater)', () => {
  it("'greater-boon-of-kanaloa': Level Locked 2; 4 less to bestow for each graveyard with at least eight cards", () => {
    let s = withCards(asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['WATER'], level: 2 }), A, 16);
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-kanaloa'));
    expect(bestowCost(s, A, boon)).toBe(16);
    const fill = (t: GameState, who: PlayerId, n: number) => { player(t, who).graveyard = player(t, who).mainDeck.slice(0, n); player(t, who).mainDeck = player(t, who).mainDeck.slice(n); };
    expect(bestowCost(edit(s, (t) => { fill(t, A, 8); fill(t, B, 7); }), A, boon)).toBe(12);
    expect(bestowCost(edit(s, (t) => { fill(t, A, 8); fill(t, B, 9); }), A, boon)).toBe(8);
    refuse(asChampion(s, A, { classes: ['CLERIC'], elements: ['WATER'], level: 1 }), A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#level-locked-n');
  });

  it("'greater-boon-of-kanaloa': its player's water allies get +1/+1, intercept and vigor; recover 2 at the beginning of its player's end phase", () => {
    let s = asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['WATER'], level: 2 });
    let water: string, norm: string, theirs: string;
    [s, water] = place(s, A, allyDef('test-kanaloa-water', { element: 'WATER' }));
    [s, norm] = place(s, A, allyDef('test-kanaloa-norm'));
    [s, theirs] = place(s, B, allyDef('test-kanaloa-theirs', { element: 'WATER' }));
    [s] = gainedBoon(s, A, scriptedDef('greater-boon-of-kanaloa'));
    const o = (id: string) => s.objects[id]!;
    expect([currentStat(s, o(water), 'power'), currentStat(s, o(water), 'life')]).toEqual([2, 4]);
    expect([currentStat(s, o(norm), 'power'), currentStat(s, o(norm), 'life')]).toEqual([1, 3]);
    expect([currentStat(s, o(theirs), 'power'), currentStat(s, o(theirs), 'life')]).toEqual([1, 3]);
    expect(hasKeyword(s, o(water), 'intercept') && hasKeyword(s, o(water), 'vigor')).toBe(true);
    expect(hasKeyword(s, o(norm), 'intercept') || hasKeyword(s, o(theirs), 'vigor')).toBe(false);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; t.objects[player(t, B).champion!]!.damage = 5; });
    s = passUntil(s, (t) => t.phase === 'end' && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending && t.objects[player(t, A).champion!]!.damage < 5);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(3);
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B && t.phase === 'end' && t.stack.length === 0 && t.pendingTriggers.length === 0);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(3);
    expect(s.objects[player(s, B).champion!]!.damage).toBe(5);
  });
});

/** The card of Alice's champion becomes the test champion the object was turned into (asChampion changes only the object). */
function championCardIsObject(t: GameState): void {
  const o = t.objects[player(t, A).champion!]!;
  t.cards[o.card!] = { ...t.cards[o.card!]!, def: o.def };
}

describe('Astraeus (greater)', () => {
  const suppressor = defineCard({ slug: 'test-astraeus-suppressor', name: 'Suppressor', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { targets: [targetAlly()], onResolve: [suppress(target(0))] });

  it("'greater-boon-of-astraeus': 1 less to bestow for each wind boon in the Pantheon zone and each wind card in the champion's lineage", () => {
    let s = withCards(asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['NORM'], level: 1 }), A, 8);
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-astraeus'));
    // Its own wind boon counts: it is in the Pantheon zone as it is bestowed. Norm champion: no enabled wind.
    expect(bestowCost(edit(s, (t) => { t.defs[t.objects[player(t, A).champion!]!.def]!.elements = ['NORM', 'WIND']; championCardIsObject(t); }), A, boon)).toBe(6 - 1 - 1);
    let both = asChampion(s, A, { classes: ['CLERIC'], elements: ['WIND'], level: 1 });
    [both] = presentBoon(both, A, scriptedDef('lesser-boon-of-astraeus'));
    // Two wind cards in the lineage (the champion on top of a wind one), two wind boons.
    both = edit(both, (t) => {
      const c = `cw${Object.keys(t.cards).length}`;
      t.cards[c] = { owner: A, def: t.objects[player(t, A).champion!]!.def };
      t.objects[player(t, A).champion!]!.lineage = [c];
      championCardIsObject(t);
    });
    expect(bestowCost(both, A, boon)).toBe(6 - 2 - 2);
  });

  it("'greater-boon-of-astraeus': fast; draws one card for each object its player suppressed this turn, two at most", () => {
    for (const [count, draws] of [[0, 0], [1, 1], [3, 2]] as const) {
      let s = withCards(asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['WIND'], level: 1 }), A, 8);
      for (let i = 0; i < count; i++) {
        let ally: string;
        [s, ally] = place(s, B, allyDef(`test-astraeus-victim-${i}`));
        s = play(s, A, suppressor, [objectTarget(ally)]);
      }
      let boon: string;
      [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-astraeus'));
      const hand = player(s, A).hand.length;
      const cost = bestowCost(s, A, boon);
      s = settle(bestow(s, A, boon));
      expect([count, player(s, A).hand.length]).toEqual([count, hand - cost + draws]);
    }
  });

  it("'greater-boon-of-astraeus': suppressions of an earlier turn don't count", () => {
    let s = withCards(asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['WIND'], level: 1 }), A, 8);
    let ally: string;
    [s, ally] = place(s, B, allyDef('test-astraeus-earlier'));
    s = play(s, A, suppressor, [objectTarget(ally)]);
    s = passUntil(s, atMain(B));
    s = passUntil(s, atMain(A));
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-astraeus'));
    const hand = player(s, A).hand.length;
    const cost = bestowCost(s, A, boon);
    s = settle(bestow(s, A, boon));
    expect(player(s, A).hand.length).toBe(hand - cost);
  });
});

describe('Fauna (lesser)', () => {
  it("'lesser-boon-of-fauna': Class Locked; +1 champion level for each of up to two Animal or Beast allies its player controls", () => {
    let s = asChampion(mainOf(), A, { classes: ['TAMER'], elements: ['NORM'], level: 1 });
    [s] = gainedBoon(s, A, scriptedDef('lesser-boon-of-fauna'));
    expect(championLevel(s, A)).toBe(1);
    [s] = place(s, A, allyDef('test-fauna-human', { subtypes: ['HUMAN'] }));
    [s] = place(s, B, allyDef('test-fauna-bobs', { subtypes: ['ANIMAL'] }));
    expect(championLevel(s, A)).toBe(1);
    [s] = place(s, A, allyDef('test-fauna-animal', { subtypes: ['ANIMAL'] }));
    expect(championLevel(s, A)).toBe(2);
    [s] = place(s, A, allyDef('test-fauna-beast', { subtypes: ['BEAST'] }));
    expect(championLevel(s, A)).toBe(3);
    [s] = place(s, A, allyDef('test-fauna-third', { subtypes: ['ANIMAL', 'BEAST'] }));
    expect(championLevel(s, A)).toBe(3);
    expect(championLevel(s, B)).toBe(asChampionLevel(s, B));
  });
});
const asChampionLevel = (s: GameState, who: PlayerId) => s.defs[s.objects[player(s, who).champion!]!.def]!.level ?? 0;

describe('Vritra (greater)', () => {
  it("'greater-boon-of-vritra': Level Locked 1; at the beginning of its player's end phase, an opponent's champion at random is dealt 1 per fire boon in the Pantheon zone and fire card in the lineage", () => {
    let s = asChampion(mainOf(), A, { classes: ['MAGE'], elements: ['FIRE'], level: 1 });
    [s] = gainedBoon(s, A, scriptedDef('greater-boon-of-vritra'));
    [s] = presentBoon(s, A, scriptedDef('lesser-boon-of-vritra'));
    const mine = player(s, A).champion!;
    const theirs = player(s, B).champion!;
    s = passUntil(s, (t) => t.phase === 'end' && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending && t.objects[theirs]!.damage > 0, 60);
    // Two fire boons and one fire card (the champion) in the lineage.
    expect(s.objects[theirs]!.damage).toBe(3);
    expect(s.objects[mine]!.damage).toBe(0);
  });

  it("'greater-boon-of-vritra': Level Locked 1", () => {
    let s = asChampion(mainOf(), A, { classes: ['MAGE'], elements: ['FIRE'], level: 0 });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('greater-boon-of-vritra'));
    refuse(s, A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#level-locked-n');
  });
});
