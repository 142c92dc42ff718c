// h5-b1: looking at the top of the deck and taking one card (into memory or hand), and a dice roll.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, player } from '../../engine/helpers.js';
import { activate, place } from '../amb/scenario.js';
import { addCards, aliceAs, cardTarget, costNow, drive } from '../amb/amb1-support.js';

const def = scriptedDef;
const plainPhantasia = defineCard({ slug: 'h5b1-plain-phantasia', name: 'Plain Phantasia', types: ['PHANTASIA'], element: 'NORM', cost: reserve(1) }, {});
const fatestoneCard = defineCard({ slug: 'h5b1-a-fatestone', name: 'A Fatestone', types: ['ITEM'], subtypes: ['FATESTONE'], element: 'NORM', cost: reserve(1) }, {});
const human = defineCard({ slug: 'h5b1-human', name: 'A Human', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
const plainAlly = defineCard({ slug: 'h5b1-plain-ally', name: 'Plain Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});

/** Play `slug` with `wanted` on top of the deck; take `wanted` when offered; report what was offered and where it went. */
function lookAndTake(slug: string, wanted: ReturnType<typeof defineCard>, shape = {}) {
  let s = aliceAs(shape);
  let ids: string[];
  [s, ids] = addCards(s, A, wanted, 'mainDeck');
  // addCard puts the card on the bottom: move it to the top.
  s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, mainDeck: [ids[0]!, ...p.mainDeck.filter((c) => c !== ids[0])] } : p)) };
  const top5 = player(s, A).mainDeck.slice(0, 5);
  [s] = activate(s, A, def(slug));
  let offered: string[] = [];
  s = drive(s, (t, legal) => {
    if (t.pending?.kind !== 'lookAndTake') return undefined;
    if ((t.pending as { stage: string }).stage === 'take') {
      offered = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target ? [a.target.id] : []));
      return { type: 'chooseTarget', target: cardTarget(ids[0]!) };
    }
    return undefined;
  });
  return { s, card: ids[0]!, offered, top5 };
}

describe('h5-b1 look and take', () => {
  it("'eventide-lure': On Enter it looks at five cards and may put a phantasia among them into memory; the rest go under the deck", () => {
    const { s, card, offered, top5 } = lookAndTake('eventide-lure', plainPhantasia);
    expect(offered).toEqual([card]);
    expect(player(s, A).memory).toContain(card);
    expect(player(s, A).hand).not.toContain(card);
    expect(player(s, A).mainDeck.slice(-4).sort()).toEqual(top5.filter((c) => c !== card).sort());
  });

  it("'foraging-fox': On Enter it may put a Fatestone card among the top five into memory", () => {
    const { s, card, offered } = lookAndTake('foraging-fox', fatestoneCard);
    expect(offered).toEqual([card]);
    expect(player(s, A).memory).toContain(card);
  });

  it("'rally-the-peasants': a Human card among the top six may go to the hand", () => {
    const { s, card, offered, top5 } = lookAndTake('rally-the-peasants', human, { classes: ['WARRIOR'] });
    expect(offered).toContain(card);
    expect(offered.every((c) => s.cards[c]!.def === 'h5b1-human' || s.defs[s.cards[c]!.def]!.subtypes.includes('HUMAN'))).toBe(true);
    expect(top5.length).toBe(5);
    expect(player(s, A).hand).toContain(card);
  });

  it("'rally-the-peasants': with the class bonus it costs 3 less while an opponent controls three or more allies", () => {
    const withAllies = (s: GameState, n: number) => { for (let i = 0; i < n; i++) [s] = place(s, B, plainAlly); return s; };
    const card = def('rally-the-peasants');
    expect(costNow(withAllies(aliceAs({ classes: ['WARRIOR'] }), 3), A, card)).toBe(0);
    expect(costNow(withAllies(aliceAs({ classes: ['WARRIOR'] }), 2), A, card)).toBe(3);
    expect(costNow(withAllies(aliceAs({ classes: ['MAGE'] }), 3), A, card)).toBe(3);
  });
});

const sturdy = defineCard({ slug: 'h5b1-sturdy-ally', name: 'Sturdy Ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 30 }, {});

describe('h5-b1 dice', () => {
  it("'unstable-voltage': deals the total of two six-sided dice to the target ally", () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      let s = aliceAs({ classes: ['MAGE'], elements: ['NORM', 'ARCANE'] });
      s = { ...s, rng: { a: seed * 7919, b: seed * 104729, c: seed * 15485863, d: seed } };
      let ally: string;
      [s, ally] = place(s, B, sturdy);
      [s] = activate(s, A, def('unstable-voltage'), [{ kind: 'object', id: ally }]);
      s = drive(s);
      const rolled = s.log.map((l) => /rolls 2D6: (\d+)/.exec(l.text)?.[1]).filter(Boolean).map(Number);
      expect(rolled).toHaveLength(1);
      expect(s.objects[ally]!.damage).toBe(rolled[0]);
      expect(rolled[0]).toBeGreaterThanOrEqual(2);
      expect(rolled[0]).toBeLessThanOrEqual(12);
      seen.add(rolled[0]!);
    }
    expect([...seen].some((n) => n > 6)).toBe(true);
    expect(seen.size).toBeGreaterThan(3);
  });
});
