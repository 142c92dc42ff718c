// Combat keywords (glossary/keywords-and-abilities.md) and the attack declaration steps they change
// (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attack-declaration.md).
import { describe, expect, it } from 'vitest';
import { cleave, command, commandedWill, critical, defineCard, keywordsWith, multistrike, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const ally = (slug: string, power: number, life: number, script: Parameters<typeof defineCard>[1] = {}, subtypes: string[] = []): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(1), power, life }, script);

/** Bob's first turn (turn 2), where attacking is allowed. */
const bobsTurn = (): GameState => passUntil(newGame({ first: A }), atMain(B));
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending);

describe('Combat keywords', () => {
  it('Cleave (glossary/keywords-and-abilities.md#cleave): a player is chosen and all their units defend; no intercept', () => {
    let s = withDef(bobsTurn(), ally('test-cleaver', 2, 9, { keywords: [cleave()] }));
    s = withDef(s, ally('test-wall', 1, 5));
    s = withDef(s, ally('test-interceptor', 1, 5, { keywords: ['intercept'] }));
    let u: string, wall: string, icp: string;
    [s, u] = addObject(s, B, 'test-cleaver');
    [s, wall] = addObject(s, A, 'test-wall');
    [s, icp] = addObject(s, A, 'test-interceptor');
    s = act(s, B, { type: 'attack', attacker: u });
    expect(s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage).toBe('player');
    expect(legalActions(s, B)).toContainEqual({ type: 'chooseAttackPlayer', player: A });
    expect(legalActions(s, B)).not.toContainEqual({ type: 'chooseAttackPlayer', player: B });
    refuse(s, B, { type: 'chooseAttackTarget', target: wall });
    s = act(s, B, { type: 'chooseAttackPlayer', player: A });
    expect(s.combat?.cleave).toBe(true);
    const defenders = [s.combat!.defender, ...(s.combat!.defenders ?? []).map((d) => d.id)];
    expect(new Set(defenders)).toEqual(new Set([champion(s, A).id, wall, icp]));
    expect(s.pendingTriggers.some((t) => t.builtin === 'intercept')).toBe(false); // can't be intercepted
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate');
    // Every defending unit may retaliate.
    expect(legalActions(s, A)).toEqual(expect.arrayContaining([{ type: 'retaliate', unit: wall }, { type: 'retaliate', unit: icp }]));
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(2);
    expect(s.objects[wall]!.damage).toBe(2);
    expect(s.objects[icp]!.damage).toBe(2);
  });

  it('Multistrike N (glossary/keywords-and-abilities.md#multistrike-n): up to N more targets not already defending', () => {
    let s = withDef(bobsTurn(), ally('test-striker', 2, 9, keywordsWith(multistrike(1))));
    s = withDef(s, ally('test-wall', 1, 5));
    let u: string, w1: string, w2: string;
    [s, u] = addObject(s, B, 'test-striker');
    [s, w1] = addObject(s, A, 'test-wall');
    [s, w2] = addObject(s, A, 'test-wall');
    s = act(s, B, { type: 'attack', attacker: u });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    expect(s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage).toBe('extra');
    expect(legalActions(s, B)).toContainEqual({ type: 'noMoreTargets' });
    refuse(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id }, 'keywords-and-abilities.md#multistrike-n');
    s = act(s, B, { type: 'chooseAttackTarget', target: w1 });
    // Only one extra target: the declaration is complete.
    expect(s.phase).toBe('combat');
    expect(s.combat!.defenders!.map((d) => d.id)).toEqual([w1]);
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(2);
    expect(s.objects[w1]!.damage).toBe(2);
    expect(s.objects[w2]!.damage).toBe(0);
  });

  it('Multistrike N (glossary/keywords-and-abilities.md#multistrike-n): choosing no extra target is allowed', () => {
    let s = withDef(bobsTurn(), ally('test-striker', 2, 9, keywordsWith(multistrike(2))));
    s = withDef(s, ally('test-wall', 1, 5));
    let u: string;
    [s, u] = addObject(s, B, 'test-striker');
    [s] = addObject(s, A, 'test-wall');
    s = act(s, B, { type: 'attack', attacker: u });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = act(s, B, { type: 'noMoreTargets' });
    expect(s.combat?.defenders).toBeUndefined();
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(2);
  });

  const critSetup = (): [GameState, string] => {
    let s = withDef(bobsTurn(), ally('test-crit', 3, 9, keywordsWith(critical(2))));
    let u: string;
    [s, u] = addObject(s, B, 'test-crit');
    s = act(s, B, { type: 'attack', attacker: u });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => t.pending?.kind === 'critical');
    return [s, u];
  };

  it('Critical N (glossary/keywords-and-abilities.md#critical): the combat damage is doubled when no opponent discards N', () => {
    let [s] = critSetup();
    expect(s.pending).toMatchObject({ kind: 'critical', player: A, count: 2 });
    expect(legalActions(s, A)).toContainEqual({ type: 'criticalDiscard', card: null });
    s = act(s, A, { type: 'criticalDiscard', card: null });
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(6);
  });

  it('Critical N (glossary/keywords-and-abilities.md#critical): an opponent discarding N cards keeps the damage as it is', () => {
    let [s] = critSetup();
    const [c1, c2] = player(s, A).hand;
    s = act(s, A, { type: 'criticalDiscard', card: c1! });
    // Once a card is chosen, the N cards must all be discarded.
    refuse(s, A, { type: 'criticalDiscard', card: null }, 'keywords-and-abilities.md#critical');
    s = act(s, A, { type: 'criticalDiscard', card: c2! });
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining([c1, c2]));
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(3);
  });

  it('Critical N (glossary/keywords-and-abilities.md#critical): an opponent with fewer than N cards cannot stop the doubling', () => {
    let s = withDef(bobsTurn(), ally('test-crit', 3, 9, keywordsWith(critical(2))));
    let u: string;
    [s, u] = addObject(s, B, 'test-crit');
    s = edit(s, (t) => { const a = t.players.find((p) => p.id === A)!; a.graveyard = [...a.graveyard, ...a.hand]; a.hand = []; });
    s = act(s, B, { type: 'attack', attacker: u });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(6);
  });

  const commandCard = defineCard({ slug: 'test-order', name: 'Test Order', types: ['ATTACK'], subtypes: ['CHESSMAN', 'COMMAND'], element: 'NORM', cost: reserve(0), power: 2 },
    { keywords: [command()], commandSubtype: 'CHESSMAN' });

  it('Command (glossary/keywords-and-abilities.md#command): an awake ally of the subtype is rested instead of the champion and performs the attack', () => {
    let s = withDef(withDef(bobsTurn(), commandCard), ally('test-pawn', 0, 3, {}, ['CHESSMAN']));
    s = withDef(s, ally('test-squire', 2, 3, {}, ['HUMAN']));
    let pawn: string, squire: string, card: string;
    [s, pawn] = addObject(s, B, 'test-pawn');
    [s, squire] = addObject(s, B, 'test-squire');
    [s, card] = addCard(s, B, 'test-order');
    s = act(s, B, { type: 'activate', card });
    expect(legalActions(s, B)).toContainEqual({ type: 'chooseCommandAlly', object: pawn });
    expect(legalActions(s, B)).not.toContainEqual({ type: 'chooseCommandAlly', object: squire });
    refuse(s, B, { type: 'chooseCommandAlly', object: squire }, 'keywords-and-abilities.md#command');
    s = act(s, B, { type: 'chooseCommandAlly', object: pawn });
    expect(s.objects[pawn]!.rested).toBe(true);
    expect(champion(s, B).rested).toBe(false);
    s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
    expect(s.pending?.kind === 'attackDeclaration' && s.pending.draft.attacker).toBe(pawn);
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    expect(s.combat?.attacker).toBe(pawn);
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(2); // a 0-power ally may perform it; the card's power counts
    expect(player(s, B).graveyard).toContain(card);
  });

  it('Command (glossary/keywords-and-abilities.md#command): without an awake ally of its subtype it cannot be activated', () => {
    let s = withDef(bobsTurn(), commandCard);
    let card: string;
    [s, card] = addCard(s, B, 'test-order');
    expect(legalActions(s, B)).not.toContainEqual({ type: 'activate', card });
    refuse(s, B, { type: 'activate', card }, 'keywords-and-abilities.md#command');
  });

  it('Commanded Will N (glossary/keywords-and-abilities.md#commanded-will-n): +N power only while attacking with a Command card', () => {
    let s = withDef(withDef(bobsTurn(), commandCard), ally('test-knight', 1, 3, keywordsWith(commandedWill(2)), ['CHESSMAN']));
    let knight: string, card: string;
    [s, knight] = addObject(s, B, 'test-knight');
    [s, card] = addCard(s, B, 'test-order');
    s = act(s, B, { type: 'activate', card });
    s = act(s, B, { type: 'chooseCommandAlly', object: knight });
    s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(1 + 2 + 2);
    // Attacking on its own, without a Command card: no bonus.
    s = passUntil(s, (t) => t.turn === 4 && atMain(B)(t));
    s = act(s, B, { type: 'attack', attacker: knight });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(5 + 1);
  });
});
