// Edge cases of attack keywords and the intent: Command's subtype check, Critical N on a retaliator,
// Aethercalling around Starcalling, an attack card resolving during combat, and On Charge N
// (glossary/keywords-and-abilities.md; game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/).
import { describe, expect, it } from 'vitest';
import { aethercalling, command, critical, defineCard, draw, keywordsWith, reserve, setTypes, target, triggered } from '../../src/cards/define.js';
import type { CardDef, CharacteristicChange } from '../../src/cards/vocabulary.js';
import { legalActions, RULES } from '../../src/engine/index.js';
import type { CharacteristicEffect, GameState } from '../../src/engine/types.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const ally = (slug: string, power: number, life: number, script: Parameters<typeof defineCard>[1] = {}, subtypes: string[] = []): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(1), power, life }, script);

/** Bob's first turn (turn 2), where attacking is allowed. */
const bobsTurn = (): GameState => passUntil(newGame({ first: A }), atMain(B));
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending);

/** A continuous effect on these objects, written straight into the state (as a resolved effect would leave it). */
function changeObjects(s: GameState, objects: string[], changes: CharacteristicChange[]): GameState {
  return edit(s, (t) => {
    const e: CharacteristicEffect = { id: `e${t.nextId++}`, changes, duration: 'permanent', timestamp: t.nextTimestamp++, controller: A, objects };
    t.characteristicEffects = [...(t.characteristicEffects ?? []), e];
  });
}

/** Answer a pending activation draft with the first reserve card offered, or the first legal answer. */
function finishDraft(s: GameState, who: string): GameState {
  for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, who);
    s = act(s, who, legal.find((a) => a.type === 'chooseReserve') ?? legal.find((a) => a.type !== 'cancel')!);
  }
  return s;
}

describe('Command: the attacker must have the subtype the card names', () => {
  const order = defineCard({ slug: 'test-order', name: 'Test Order', types: ['ATTACK'], subtypes: ['CHESSMAN', 'COMMAND'], element: 'NORM', cost: reserve(0), power: 2 },
    { keywords: [command()], commandSubtype: 'CHESSMAN' });
  const setup = (): [GameState, string, string] => {
    let s = withDef(withDef(bobsTurn(), order), ally('test-pawn', 1, 3, {}, ['CHESSMAN']));
    let pawn: string, card: string;
    [s, pawn] = addObject(s, B, 'test-pawn');
    [s, card] = addCard(s, B, 'test-order');
    s = act(s, B, { type: 'activate', card });
    s = act(s, B, { type: 'chooseCommandAlly', object: pawn });
    return [s, pawn, card];
  };

  it('Command (glossary/keywords-and-abilities.md#command): an ally that lost the subtype before resolution gets no attack; the card goes to the graveyard', () => {
    let [s, pawn, card] = setup();
    expect(s.stack.map((i) => i.card)).toEqual([card]);
    // In response, the pawn stops being a Chessman.
    s = changeObjects(s, [pawn], [setTypes(['ALLY'], { subtypes: ['HUMAN'] })]);
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.phase === 'main');
    expect(s.combat).toBeNull();
    expect(s.pending).toBeNull();
    expect(player(s, B).graveyard).toContain(card);
    expect(s.objects[pawn]!.rested).toBe(true); // the cost stays paid
    expect(champion(s, B).rested).toBe(false);
    expect(champion(s, A).damage).toBe(0);
  });

  it('Command (glossary/keywords-and-abilities.md#command): an attacker losing the subtype mid-combat loses the card from its intent (state-based); the attack goes on', () => {
    let [s, pawn, card] = setup();
    s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    expect(s.combat?.intent).toEqual([card]);
    s = changeObjects(s, [pawn], [setTypes(['ALLY'], { subtypes: ['HUMAN'] })]);
    // The next state-based check moves it.
    s = passUntil(s, (t) => t.combat?.intent.length === 0);
    expect(player(s, B).graveyard).toContain(card);
    expect(s.combat?.attacker).toBe(pawn);
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(1); // the pawn's own power only: the card's 2 no longer counts
  });
});

describe('Critical N on a retaliating unit', () => {
  const setup = (): [GameState, string, string] => {
    let s = withDef(withDef(bobsTurn(), ally('test-raider', 1, 9)), ally('test-guard', 3, 9, keywordsWith(critical(2))));
    let raider: string, guard: string;
    [s, raider] = addObject(s, B, 'test-raider');
    [s, guard] = addObject(s, A, 'test-guard');
    s = act(s, B, { type: 'attack', attacker: raider });
    s = act(s, B, { type: 'chooseAttackTarget', target: guard });
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate');
    s = act(s, A, { type: 'retaliate', unit: guard });
    s = passUntil(s, (t) => t.pending?.kind === 'critical');
    return [s, raider, guard];
  };

  it('Critical N (glossary/keywords-and-abilities.md#critical): retaliation damage is combat damage (combat-phase-damage-step.md#general-rules), so it doubles unless the attacking player discards N', () => {
    expect(RULES.damageStep).toContain('combat-phase-damage-step.md#general-rules');
    let [s, raider, guard] = setup();
    // The retaliator's controller's opponent is asked.
    expect(s.pending).toMatchObject({ kind: 'critical', player: B, count: 2, retaliator: guard });
    s = act(s, B, { type: 'criticalDiscard', card: null });
    s = endOfCombat(s);
    expect(s.objects[raider]!.damage).toBe(6);
    expect(s.objects[guard]!.damage).toBe(1); // the attack itself has no Critical
  });

  it('Critical N (glossary/keywords-and-abilities.md#critical): the attacking player discarding N keeps the retaliation damage as it is', () => {
    let [s, raider] = setup();
    const [c1, c2] = player(s, B).hand;
    s = act(s, B, { type: 'criticalDiscard', card: c1! });
    refuse(s, B, { type: 'criticalDiscard', card: null }, 'keywords-and-abilities.md#critical');
    s = act(s, B, { type: 'criticalDiscard', card: c2! });
    expect(player(s, B).graveyard).toEqual(expect.arrayContaining([c1, c2]));
    s = endOfCombat(s);
    expect(s.objects[raider]!.damage).toBe(3);
  });
});

describe('Aethercalling and Starcalling in one glimpse', () => {
  const wing = defineCard({ slug: 'test-wing', name: 'Test Wing', types: ['WEAPON'], subtypes: ['AETHERWING'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});
  const called = defineCard({ slug: 'test-called', name: 'Test Called', types: ['ACTION'], subtypes: ['AETHERCHARGE', 'SPELL'], element: 'NORM', cost: reserve(0), power: 2 }, { keywords: [aethercalling()] });
  const star: CardDef = { ...defineCard({ slug: 'test-star', name: 'Test Star', types: ['ACTION'], element: 'NORM', cost: reserve(5) }, { onResolve: [draw(1)] }), keywords: ['starcalling'], activationValues: { starcalling: 0 } };
  const look = defineCard({ slug: 'test-look', name: 'Test Look', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'glimpse', count: 3 }] });

  /** Alice glimpses [star, called, other] with an Aetherwing on the field. */
  const setup = (): [GameState, { w: string; st: string; c: string; other: string }] => {
    let s = [wing, called, star, look].reduce(withDef, passUntil(newGame({ first: A }), atMain(A)));
    let w: string, st: string, c: string, l: string;
    [s, w] = addObject(s, A, 'test-wing');
    [s, c] = addCard(s, A, 'test-called', 'mainDeck');
    [s, st] = addCard(s, A, 'test-star', 'mainDeck');
    [s, l] = addCard(s, A, 'test-look');
    const other = player(s, A).mainDeck[2]!;
    s = act(s, A, { type: 'activate', card: l });
    s = finishDraft(s, A);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    return [s, { w, st, c, other }];
  };

  it('Starcalling (glossary/keywords-and-abilities.md#starcalling): once a card is starcalled, the others go to the bottom and can no longer be aethercalled (#aethercalling)', () => {
    let [s, { w, st, c, other }] = setup();
    expect(legalActions(s, A)).toContainEqual({ type: 'aethercall', card: c, weapon: w });
    s = act(s, A, { type: 'starcall', card: st });
    expect(legalActions(s, A).some((a) => a.type === 'aethercall')).toBe(false);
    refuse(s, A, { type: 'aethercall', card: c, weapon: w }, 'keywords-and-abilities.md#starcalling');
    s = act(s, A, { type: 'glimpseChoice', card: c, where: 'bottom' });
    s = act(s, A, { type: 'glimpseChoice', card: other, where: 'bottom' });
    s = finishDraft(s, A);
    expect(s.objects[w]!.loaded ?? []).toEqual([]);
    expect(player(s, A).mainDeck.slice(-2)).toEqual([c, other]);
    expect(s.stack.map((i) => i.card)).toEqual([st]);
  });

  it('Aethercalling (glossary/keywords-and-abilities.md#aethercalling): loading a card first and starcalling another afterwards both happen', () => {
    let [s, { w, st, c, other }] = setup();
    s = act(s, A, { type: 'aethercall', card: c, weapon: w });
    expect(s.objects[w]!.loaded).toEqual([c]);
    s = act(s, A, { type: 'starcall', card: st });
    // Only the card still looked at goes to the bottom; the loaded card stays loaded.
    expect(legalActions(s, A).filter((a) => a.type === 'glimpseChoice')).toEqual([{ type: 'glimpseChoice', card: other, where: 'bottom' }]);
    s = act(s, A, { type: 'glimpseChoice', card: other, where: 'bottom' });
    s = finishDraft(s, A);
    expect(s.objects[w]!.loaded).toEqual([c]);
    expect(player(s, A).mainDeck.at(-1)).toBe(other);
    expect(player(s, A).mainDeck).not.toContain(c);
    expect(s.stack.map((i) => i.card)).toEqual([st]);
  });
});

describe('Limits on the intent and on On Charge', () => {
  it('Attacking (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attacking-and-the-combat-phase.md#general-rules): an attack card resolving during combat fizzles; the intent and the combat are unchanged', () => {
    const quick = defineCard({ slug: 'test-quick', name: 'Test Quick', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 4 }, { keywords: ['fastActivation'] });
    let s = withDef(withDef(bobsTurn(), quick), ally('test-raider', 1, 9));
    let raider: string, card: string;
    [s, raider] = addObject(s, B, 'test-raider');
    [s, card] = addCard(s, B, 'test-quick');
    s = act(s, B, { type: 'attack', attacker: raider });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => !t.pending && !!t.opportunity && t.players[t.opportunity.player]!.id === B && t.stack.length === 0);
    expect(s.phase).toBe('combat');
    s = act(s, B, { type: 'activate', card });
    s = finishDraft(s, B);
    expect(champion(s, B).rested).toBe(true); // resting the champion was paid
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(s.pending?.kind).not.toBe('attackDeclaration'); // no second attack declaration
    expect(player(s, B).graveyard).toContain(card);
    expect(s.combat?.attacker).toBe(raider);
    expect(s.combat?.intent).toEqual([]);
    s = endOfCombat(s);
    expect(champion(s, A).damage).toBe(1);
    expect(champion(s, B).rested).toBe(true);
  });

  it('On Charge N (glossary/keywords-and-abilities.md#on-charge-n): counters from an effect trigger it too, and it triggers once only, even after losing and regaining them', () => {
    expect(RULES.onCharge).toBe('glossary/keywords-and-abilities.md#on-charge-n');
    const battery = defineCard({ slug: 'test-battery', name: 'Test Battery', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
      abilities: [triggered({ on: 'charge', count: 2 }, [draw(1)])],
    });
    const charger = defineCard({ slug: 'test-charger', name: 'Test Charger', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
      onResolve: [{ op: 'addCounters', subject: target(), counter: 'charge', count: 2 }], targets: [{ kind: 'item', controller: 'you' }],
    });
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), battery), charger);
    let o: string;
    [s, o] = addObject(s, A, 'test-battery');
    const cast = (t: GameState): GameState => {
      let c: string;
      [t, c] = addCard(t, A, 'test-charger');
      t = act(t, A, { type: 'activate', card: c });
      for (let i = 0; i < 10 && t.pending?.kind === 'activation'; i++) {
        const legal = legalActions(t, A);
        t = act(t, A, legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === o) ?? legal.find((a) => a.type !== 'cancel')!);
      }
      return passUntil(t, (u) => u.stack.length === 0 && !u.pending && atMain(A)(u) && u.pendingTriggers.length === 0);
    };
    const hand = player(s, A).hand.length;
    s = cast(s);
    expect(s.objects[o]!.counters.charge).toBe(2);
    expect(s.objects[o]!.charged).toBe(true);
    expect(player(s, A).hand.length).toBe(hand + 1); // drew 1 from the trigger (the charger came and went)
    // The counters are removed, then come back: no second trigger.
    s = edit(s, (t) => { t.objects[o]!.counters.charge = 0; });
    s = cast(s);
    expect(s.objects[o]!.counters.charge).toBe(2);
    expect(player(s, A).hand.length).toBe(hand + 1);
    // Nor does the recollection turn-based action charge it any more.
    s = passUntil(s, (t) => t.turn === 3 && t.phase === 'main');
    expect(s.objects[o]!.counters.charge).toBe(2);
  });
});
