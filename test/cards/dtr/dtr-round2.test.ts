// Cards first printed in DTR, round 2: graveyard targets, Exalted cards, class-bonus attack triggers.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, payReserve, player, refuse } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, place, play, settle, useAbility, withDefs } from '../amb/scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const baubleOfScarcity = scriptedDef('bauble-of-scarcity');
const raisedSlash = scriptedDef('raised-slash');
const embercryptBurn = scriptedDef('embercrypt-burn');
const nobleDissolution = scriptedDef('noble-dissolution');
const scorchedConquest = scriptedDef('scorched-conquest');
const sleightOfHand = scriptedDef('sleight-of-hand');
const ordinaryHorse = scriptedDef('ordinary-horse');

const mem = (s: GameState, who = A) => player(s, who).memory.length;
const bobsTurn = () => passUntil(newGame({ first: A }), atMain(B));
const attackTargets = (s: GameState, attacker: string) =>
  legalActions(act(s, B, { type: 'attack', attacker }), B).flatMap((a) => (a.type === 'chooseAttackTarget' ? [a.target] : []));
const inGraveyard = (s: GameState, who: string, slug: string) => player(s, who).graveyard.some((c) => s.cards[c]!.def === slug);

/** Invented test cards: only their types and subtypes matter. */
const suitedAlly = defineCard({ slug: 'test-suited-ally', name: 'Test Suited Ally', types: ['ALLY'], subtypes: ['ASSASSIN', 'SUITED', 'HUMAN'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});
const phantasia = defineCard({ slug: 'test-phantasia', name: 'Test Phantasia', types: ['PHANTASIA'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'NORM', cost: reserve(1) }, {});

describe('DTR cards (round 2)', () => {
  it("'bauble-of-scarcity': banish it: each player discards a card", () => {
    let s = newGame({ first: A });
    let bauble: string;
    [s, bauble] = place(s, A, baubleOfScarcity);
    const before = [player(s, A).hand.length, player(s, B).hand.length, player(s, A).graveyard.length, player(s, B).graveyard.length];
    s = useAbility(s, A, bauble, 0);
    expect(s.objects[bauble]).toBeUndefined();
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === 'bauble-of-scarcity')).toBe(true);
    expect([player(s, A).hand.length, player(s, B).hand.length, player(s, A).graveyard.length, player(s, B).graveyard.length])
      .toEqual([before[0]! - 1, before[1]! - 1, before[2]! + 1, before[3]! + 1]);
  });

  it("'bauble-of-scarcity': may be activated with no cards in hand (ruling); the opponent still discards", () => {
    let s = newGame({ first: A });
    s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, hand: [] } : p)) };
    let bauble: string;
    [s, bauble] = place(s, A, baubleOfScarcity);
    const bobHand = player(s, B).hand.length;
    s = useAbility(s, A, bauble, 0);
    expect(player(s, A).hand).toHaveLength(0);
    expect(player(s, B).hand.length).toBe(bobHand - 1);
  });

  it("'raised-slash': Warrior champion: when it attacks, up to two of your Suited allies get a buff counter each", () => {
    const run = (classes: string[]) => {
      let s = asChampion(withDefs(bobsTurn(), suitedAlly, raisedSlash), B, { classes });
      let one: string, two: string, theirs: string, card: string;
      [s, one] = place(s, B, suitedAlly);
      [s, two] = place(s, B, suitedAlly);
      [s, theirs] = place(s, A, suitedAlly);
      [s, card] = addCard(s, B, 'raised-slash');
      s = payReserve(act(s, B, { type: 'activate', card }), B);
      s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || t.pendingTriggers.length === 0 && t.stack.length === 0);
      expect(s.pending?.kind === 'triggerTargets').toBe(classes.includes('WARRIOR'));
      if (s.pending?.kind === 'triggerTargets') {
        const offered = legalActions(s, B).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
        expect(offered).toEqual(expect.arrayContaining([objectTarget(one), objectTarget(two), null]));
        expect(offered).not.toContainEqual(objectTarget(theirs));
      }
      s = settle(s, { targets: [objectTarget(one), objectTarget(two)] });
      return [one, two, theirs].map((id) => s.objects[id]!.counters.buff ?? 0);
    };
    expect(run(['WARRIOR'])).toEqual([1, 1, 0]);
    expect(run(['ASSASSIN'])).toEqual([0, 0, 0]);
  });

  it("'embercrypt-burn': banish target card in a graveyard, then 2 damage to each champion", () => {
    let s = asChampion(newGame({ first: A }), A, { elements: ['FIRE'] });
    let card: string;
    [s, card] = addCard(s, B, 'blitz-mage', 'graveyard');
    s = play(s, A, embercryptBurn, [{ kind: 'card', id: card }]);
    expect(player(s, B).graveyard).not.toContain(card);
    expect(player(s, B).banishment).toContain(card);
    expect([champion(s, A).damage, champion(s, B).damage]).toEqual([2, 2]);
    // Without a card in any graveyard there is nothing to target.
    let s2 = asChampion(newGame({ first: A }), A, { elements: ['FIRE'] });
    [s2, card] = addCard(withDefs(s2, embercryptBurn), A, 'embercrypt-burn');
    expect(player(s2, A).graveyard.length + player(s2, B).graveyard.length).toBe(0);
    refuse(s2, A, { type: 'activate', card });
  });

  it("'noble-dissolution': destroy up to three phantasias; needs another advanced element (Exalted)", () => {
    let s = asChampion(withDefs(newGame({ first: A }), phantasia), A, { elements: ['WIND', 'CRUX'] });
    let one: string, two: string, kept: string;
    [s, one] = place(s, B, phantasia);
    [s, two] = place(s, B, phantasia);
    [s, kept] = place(s, A, phantasia);
    s = play(s, A, nobleDissolution, [objectTarget(one), objectTarget(two), null]);
    expect([s.objects[one], s.objects[two]]).toEqual([undefined, undefined]);
    expect(s.objects[kept]).toBeDefined();
    let s2 = asChampion(newGame({ first: A }), A, { elements: ['WIND'] });
    let card: string;
    [s2, card] = addCard(withDefs(s2, nobleDissolution), A, 'noble-dissolution');
    expect(refuse(s2, A, { type: 'activate', card }).message).toMatch(/EXALTED/);
  });

  it("'scorched-conquest': destroy up to three domains", () => {
    let s = asChampion(newGame({ first: A }), A, { elements: ['FIRE', 'UMBRA'] });
    let hub: string, mine: string;
    [s, hub] = addObject(s, B, 'hub-of-innovation');
    [s, mine] = addObject(s, A, 'hub-of-innovation');
    s = play(s, A, scorchedConquest, [objectTarget(hub), null, null]);
    expect(s.objects[hub]).toBeUndefined();
    expect(s.objects[mine]).toBeDefined();
    expect(inGraveyard(s, B, 'hub-of-innovation')).toBe(true);
  });

  it("'sleight-of-hand': stealth for the turn on one of your Suited allies; with an Assassin champion, a card into memory", () => {
    const run = (classes: string[]) => {
      let s = asChampion(withDefs(newGame({ first: A }), suitedAlly), A, { classes });
      let suited: string, attacker: string;
      [s, suited] = place(s, A, suitedAlly);
      [s, attacker] = place(s, B, ordinaryHorse);
      [s] = activate(s, A, sleightOfHand, [objectTarget(suited)]);
      const m = mem(s);
      s = settle(s);
      const drawn = mem(s) - m;
      const stealthy = hasKeyword(s, s.objects[suited]!, 'stealth');
      s = passUntil(s, atMain(B));
      return [drawn, stealthy, attackTargets(s, attacker).includes(suited)];
    };
    expect(run(['ASSASSIN'])).toEqual([1, true, true]); // the stealth ended with Alice's turn
    expect(run(['CLERIC'])).toEqual([0, true, true]);
    // Only Suited allies you control.
    let s = withDefs(newGame({ first: A }), suitedAlly, sleightOfHand);
    let card: string;
    [s] = place(s, A, ordinaryHorse); // not Suited
    [s] = place(s, B, suitedAlly);
    [s, card] = addCard(s, A, 'sleight-of-hand');
    expect(refuse(s, A, { type: 'activate', card }).message).toMatch(/no legal target/);
  });
});
