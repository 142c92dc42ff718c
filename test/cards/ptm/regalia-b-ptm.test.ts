// Regalia of the PTM set scripted in the regalia-b batch: one describe per card, rulings included.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { retaliationCandidates } from '../../../src/engine/flow/combat.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import type { GameState } from '../../../src/engine/index.js';
import { atMain, refuse } from '../../engine/helpers.js';
import {
  A, B, act, addCard, addObject, attackTurn, declareAttack, edit, game, onField, payAll, unit, inMaterialDeck, objectOf, passUntil, player, settle, withCards, withDef,
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

describe('vorpal-sword', () => {
  const specter = unit('test-specter', { subtypes: ['SPECTER'], power: 2, life: 5 });
  const plain = unit('test-plain', { power: 2, life: 5 });
  const fighter = unit('test-fighter', { power: 1, life: 9 });

  function retaliators(withSword: boolean, defender: typeof specter): number {
    let s = withDef(withDef(withDef(attackTurn({ classes: ['ASSASSIN'] }), specter), plain), fighter);
    if (withSword) [s] = onField(s, 'vorpal-sword', { counters: { durability: 3 } }, B); // whoever controls it
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, fighter.slug);
    [s, theirs] = addObject(s, B, defender.slug);
    s = declareAttack(s, theirs, null, mine);
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate' || t.combat?.step === 'retaliation' || !t.combat);
    return retaliationCandidates(s).length;
  }

  it("'vorpal-sword': Specter allies can't retaliate, whoever's they are; other allies still can", () => {
    expect(retaliators(false, specter)).toBe(1);
    expect(retaliators(true, specter)).toBe(0);
    expect(retaliators(true, plain)).toBe(1);
  });

  it("'vorpal-sword': with Merlin, rest it and banish a card from your material deck: it gains spellshroud this turn", () => {
    let s = attackTurn({ name: 'Merlin', classes: ['ASSASSIN'] });
    let o: string;
    [s, o] = onField(s, 'vorpal-sword', { counters: { durability: 3 } });
    const material = player(s, A).materialDeck.length;
    s = act(s, A, { type: 'activateAbility', object: o, index: 1 });
    const card = player(s, A).materialDeck[0]!;
    s = settle(act(s, A, { type: 'chooseCostPart', id: card }));
    expect(player(s, A).materialDeck).toHaveLength(material - 1);
    expect(player(s, A).banishment).toContain(card);
    expect(hasKeyword(s, s.objects[o]!, 'spellshroud')).toBe(true);
    // Not Merlin: not offered.
    let t = attackTurn({ name: 'Other', classes: ['ASSASSIN'] });
    [t, o] = onField(t, 'vorpal-sword', { counters: { durability: 3 } });
    expect(legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === o && a.index === 1)).toBe(false);
  });

  it("'vorpal-sword': with Merlin, hitting an ally you may remove a preparation counter to wake the attacker, once each turn", () => {
    let s = withDef(attackTurn({ name: 'Merlin', classes: ['ASSASSIN'] }), unit('test-wall', { life: 30, power: 0 }));
    let sword: string, wall: string;
    [s, sword] = onField(s, 'vorpal-sword', { counters: { durability: 3 } });
    [s, wall] = addObject(s, B, 'test-wall');
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.preparation = 2; });
    const champ = player(s, A).champion!;
    s = declareAttack(s, wall, sword);
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = settle(act(s, A, { type: 'mayAnswer', accept: true }));
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(s.objects[champ]!.counters.preparation).toBe(1);
    expect(s.objects[champ]!.rested).toBe(false);
    // The second hit this turn: no trigger.
    s = declareAttack(s, wall, sword);
    s = passUntil(s, (t) => t.pending?.kind === 'may' || (!t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    expect(s.pending?.kind).not.toBe('may');
    expect(s.objects[champ]!.counters.preparation).toBe(1);
    expect(s.objects[champ]!.rested).toBe(true);
  });
});
