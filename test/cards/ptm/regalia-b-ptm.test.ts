// Regalia of the PTM set scripted in the regalia-b batch: one describe per card, rulings included.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { atMain, refuse } from '../../engine/helpers.js';
import {
  A, B, act, addCard, game, onField, payAll, inMaterialDeck, objectOf, passUntil, player, settle, withCards, withDef,
} from '../regalia-b-support.js';

const drifter = defineCard({ slug: 'test-drifter', name: 'test-drifter', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, { keywords: ['floatingMemory'] });

/** Alice's next materialize phase. */
const toMaterializePhase = (s: GameState): GameState =>
  passUntil(passUntil(s, (t) => t.players[t.turnPlayer]!.id !== A), (t) => t.pending?.kind === 'materializePhase');

describe('teardrop-diadem', () => {
  const diadem = scriptedDef('teardrop-diadem');
  function atPhase(floating: number): [GameState, string] {
    let s = withCards(game({ classes: ['CLERIC'], elements: ['WATER', 'EXALTED'] }), 4, A, 'memory');
    s = withDef(s, drifter);
    for (let i = 0; i < floating; i++) [s] = addCard(s, A, drifter.slug, 'graveyard');
    let card: string;
    [s, card] = inMaterialDeck(s, diadem.slug);
    s = toMaterializePhase(s);
    s = withCards(s, 4, A, 'memory');
    return [s, card];
  }

  it("'teardrop-diadem': its memory cost is paid only with Floating Memory cards banished from the graveyard", () => {
    let [s, card] = atPhase(2);
    refuse(s, A, { type: 'materialize', card }, 'playing-cards-costs-and-memory.md'); // 4 memory cards, but only 2 floating
    [s, card] = atPhase(3);
    const memoryBefore = player(s, A).memory.length;
    s = act(s, A, { type: 'materialize', card });
    for (let i = 0; i < 3; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseFloating')!);
    s = settle(s);
    expect(objectOf(s, diadem.slug)).toBeDefined();
    expect(player(s, A).memory.length).toBe(memoryBefore);
    expect(player(s, A).banishment.filter((c) => s.cards[c]!.def === drifter.slug)).toHaveLength(3);
  });

  it("'teardrop-diadem': banish it: draw three cards into your memory", () => {
    let [s, card] = atPhase(3);
    s = act(s, A, { type: 'materialize', card });
    for (let i = 0; i < 3; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseFloating')!);
    s = settle(s);
    s = passUntil(s, atMain(A));
    const o = objectOf(s, diadem.slug)!;
    const memory = player(s, A).memory.length;
    const deck = player(s, A).mainDeck.length;
    s = settle(act(s, A, { type: 'activateAbility', object: o.id, index: 1 }));
    expect(objectOf(s, diadem.slug)).toBeUndefined();
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === diadem.slug)).toBe(true);
    expect(player(s, A).memory.length).toBe(memory + 3);
    expect(player(s, A).mainDeck.length).toBe(deck - 3);
  });
});

describe('purifying-thurible', () => {
  /** Alice activates it with X = x at Bob (5 cards in his graveyard). */
  function purify(x: number): GameState {
    let s = withCards(game({ classes: ['CLERIC'], elements: ['WIND'] }), 5);
    s = withCards(s, 5, B, 'graveyard');
    let o: string;
    [s, o] = onField(s, 'purifying-thurible');
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    expect(legalActions(s, A).filter((a) => a.type === 'declareX').map((a) => a.type === 'declareX' && a.x)).toEqual([0, 1, 2, 3, 4, 5]);
    s = act(s, A, { type: 'declareX', x });
    if (s.pending?.kind === 'activation' && s.pending.draft.stage === 'targets') s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
    s = payAll(s);
    s = passUntil(s, (t) => t.pending?.kind === 'eachBanishesFromGraveyard' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    while (s.pending?.kind === 'eachBanishesFromGraveyard') {
      expect(s.pending.player).toBe(B); // the opponent picks the cards of their own graveyard
      s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseCard')!);
      s = passUntil(s, (t) => t.pending?.kind === 'eachBanishesFromGraveyard' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    }
    return settle(s);
  }

  it("'purifying-thurible': pay X and banish it: the target opponent banishes X cards of their graveyard; X of 3 or more also draws a card into your memory", () => {
    let s = purify(3);
    expect(player(s, B).graveyard).toHaveLength(2);
    expect(player(s, B).banishment).toHaveLength(3);
    expect(player(s, A).memory).toHaveLength(3 + 1); // the 3 paid, and the card drawn
    expect(objectOf(s, 'purifying-thurible')).toBeUndefined();
    s = purify(2);
    expect(player(s, B).graveyard).toHaveLength(3);
    expect(player(s, A).memory).toHaveLength(2); // only the cards paid: no draw under 3
    s = purify(0);
    expect(player(s, B).graveyard).toHaveLength(5);
  });
});
