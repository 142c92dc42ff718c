// h5-b2: HVN cards that end the combat phase (src/engine/effects/end-combat.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, activateFromHand, addCard, atMain, attack, edit, mainPhaseOf, newGame, passUntil, player, resolveAll, withDef, withLevel } from '../doa/support.js';
import { as, fill, obj, paid, place, power } from '../doa/round2-helpers.js';
import { ally } from '../ptm/ptm-support.js';
import { addCards, aliceSecondTurn, champ } from '../rdo/rdo-1-support.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { act } from '../doa/support.js';
import { asNamed } from '../ptm/ptm-support.js';

const has = (s: GameState, who: string) => !!s.opportunity && s.players[s.opportunity.player]!.id === who;
function bobToAct(s: GameState): GameState {
  let ally: string;
  [s, ally] = place(s, A, scriptedDef('bladed-riftseer'), { enteredTurn: 0 });
  s = attack(s, A, ally, champ(s, B));
  return passUntil(s, (t) => has(t, B) && t.stack.length === 0 && !t.pending);
}
const withCurrents = (s: GameState, direction: 'north' | 'south') =>
  edit(s, (t) => { t.masteries = { ...t.masteries, [B]: { def: 'shifting-currents', counters: {}, direction } }; });

describe("'ceasing-edict'", () => {
  const def = scriptedDef('ceasing-edict');
  it('with Kongming, ends the combat phase while a unit attacks; without him, the combat goes on', () => {
    const base = aliceSecondTurn(mainPhaseOf(A));
    let s = bobToAct(asNamed(base, B, 'kongming-wayward-maven', 'WATER'));
    s = resolveAll(activateFromHand(fill(s, B, 6), B, def)[0]);
    expect(s.combat).toBeNull();
    expect(s.phase).toBe('main');
    let t = bobToAct(as(base, B, 'mage', 'WATER'));
    t = resolveAll(activateFromHand(fill(t, B, 6), B, def)[0]);
    expect(t.phase).toBe('combat');
  });
  it('costs 2 less while your Shifting Currents face South', () => {
    const s = fill(as(mainPhaseOf(B), B, 'mage', 'WATER'), B, 6);
    expect(paid(withCurrents(s, 'north'), B, def)).toBe(2);
    expect(paid(withCurrents(s, 'south'), B, def)).toBe(0);
  });
});

describe("'enervating-decay'", () => {
  const def = scriptedDef('enervating-decay');
  it('destroys target attacking ally and you recover its life stat as it last was', () => {
    let s = as(passUntil(newGame({ first: A }), atMain(B)), A, 'cleric', 'TERA');
    s = edit(s, (t) => { t.objects[champ(t, A)]!.damage = 10; });
    let raider: string;
    [s, raider] = place(s, B, ally('test-raider', ['HUMAN'], 2, 3), { enteredTurn: 0, counters: { buff: 1 } });
    s = attack(s, B, raider, champ(s, A));
    s = passUntil(s, (t) => has(t, A) && t.stack.length === 0 && !t.pending);
    s = resolveAll(activateFromHand(fill(s, A, 6), A, def, [{ kind: 'object', id: raider }])[0]);
    expect(s.field).not.toContain(raider);
    expect(s.objects[champ(s, A)]!.damage).toBe(6); // 3 life + 1 buff counter
  });
  it('only an attacking ally may be targeted; costs 2 less for a Cleric of level 5 or more', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'TERA');
    [s] = place(s, B, ally('test-idle', ['HUMAN'])); // not attacking
    s = fill(s, A, 6);
    let card: string;
    [s, card] = addCard(withDef(s, def), A, def.slug);
    expect(legalActions(s, A).some((a) => a.type === 'activate' && a.card === card)).toBe(false);
    let t = as(passUntil(newGame({ first: A }), atMain(B)), A, 'cleric', 'TERA');
    let raider: string;
    [t, raider] = place(t, B, ally('test-raider', ['HUMAN'], 2, 3), { enteredTurn: 0 });
    t = attack(t, B, raider, champ(t, A));
    t = fill(passUntil(t, (u) => has(u, A) && u.stack.length === 0 && !u.pending), A, 6);
    expect(paid(t, A, def, [obj(raider)])).toBe(4);
    expect(paid(withLevel(t, A, 5), A, def, [obj(raider)])).toBe(2);
    expect(paid(withLevel(as(t, A, 'mage', 'TERA'), A, 5), A, def, [obj(raider)])).toBe(4);
  });
});

describe("'harness-lightning'", () => {
  const def = scriptedDef('harness-lightning');
  const shenju = { ...ally('test-arcane-shenju', ['SHENJU', 'BEAST'], 1, 1, 'ARCANE') };
  const canActivate = (s: GameState): boolean => {
    let card: string;
    [s, card] = addCard(withDef(s, def), A, def.slug);
    return legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);
  };
  it('without arcane enabled, it may be activated only while you control an arcane Shenju ally', () => {
    let s = fill(as(mainPhaseOf(A), A, 'mage'), A, 4);
    expect(canActivate(s)).toBe(false);
    [s] = place(s, A, ally('test-norm-shenju', ['SHENJU']));
    expect(canActivate(s)).toBe(false);
    [s] = place(s, A, shenju);
    expect(canActivate(s)).toBe(true);
  });
  it('either Empower 4 or target ally gets +4 power; then it is banished', () => {
    let s = fill(as(mainPhaseOf(A), A, 'mage', 'ARCANE'), A, 4);
    let friend: string;
    [s, friend] = place(s, A, ally('test-friend', ['HUMAN'], 1, 3));
    const banished = (t: GameState) => player(t, A).banishment.some((c) => t.cards[c]!.def === def.slug);
    let t = resolveAll(activateFromHand(s, A, def, [], 0)[0]);
    expect(banished(t)).toBe(true);
    expect(player(t, A).graveyard.some((c) => t.cards[c]!.def === def.slug)).toBe(false);
    expect(t.empower ?? []).toContainEqual(expect.objectContaining({ player: A, amount: 4 }));
    t = resolveAll(activateFromHand(s, A, def, [obj(friend)], 1)[0]);
    expect(banished(t)).toBe(true);
    expect(power(t, friend)).toBe(5);
  });
});

describe("'sleety-retreat'", () => {
  const def = scriptedDef('sleety-retreat');
  /** Bob attacks Alice's Ranger ally; Alice answers with Sleety Retreat on it; Bob pays (2) or not. */
  const run = (pay: boolean) => {
    let s = as(passUntil(newGame({ first: A }), atMain(B)), A, 'ranger', 'WATER');
    let scout: string, raider: string;
    [s, scout] = place(s, A, ally('test-scout', ['RANGER', 'HUMAN'], 1, 9));
    [s, raider] = place(s, B, ally('test-raider', ['HUMAN'], 3, 9), { enteredTurn: 0 });
    s = fill(s, B, 4);
    s = attack(s, B, raider, scout);
    s = passUntil(s, (t) => has(t, A) && t.stack.length === 0 && !t.pending);
    s = activateFromHand(fill(s, A, 4), A, def, [obj(scout)])[0];
    s = passUntil(s, (t) => t.pending?.kind === 'payToDo');
    expect((s.pending as { player: string; amount: number })).toMatchObject({ player: B, amount: 2 });
    if (pay) for (let i = 0; i < 2; i++) s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseReserve')!);
    else s = act(s, B, { type: 'mayAnswer', accept: false });
    s = resolveAll(s);
    return { distant: !!s.objects[scout]!.distant, combat: s.phase === 'combat' };
  };
  it('target Ranger unit becomes distant; defending, the combat phase ends unless an opponent pays (2)', () => {
    expect(run(false)).toEqual({ distant: true, combat: false });
    expect(run(true)).toEqual({ distant: true, combat: true });
  });
  it('Deluge 4: costs 2 less with four water cards in your graveyard', () => {
    let s = as(mainPhaseOf(A), A, 'ranger', 'WATER');
    let scout: string;
    [s, scout] = place(s, A, ally('test-scout', ['RANGER', 'HUMAN'], 1, 9));
    const water = defineCard({ slug: 'test-water', name: 'Water', types: ['ACTION'], element: 'WATER', cost: reserve(1) }, {});
    s = fill(withDef(s, water), A, 4);
    expect(paid(addCards(s, A, water.slug, 3, 'graveyard'), A, def, [obj(scout)])).toBe(2);
    expect(paid(addCards(s, A, water.slug, 4, 'graveyard'), A, def, [obj(scout)])).toBe(0);
  });
});

describe("'scorching-imperilment'", () => {
  const def = scriptedDef('scorching-imperilment');
  it('as each end phase begins, the turn player may swap a discard for a draw', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'FIRE');
    [s] = place(s, A, def);
    // Alice's end phase: Alice is asked and discards.
    s = passUntil(s, (t) => t.pending?.kind === 'discardToDo');
    expect((s.pending as { player: string }).player).toBe(A);
    const aliceDeck = player(s, A).mainDeck.length;
    const discarded = player(s, A).hand[0]!;
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: discarded } });
    s = passUntil(s, (t) => t.pending?.kind === 'discardToDo');
    expect(player(s, A).graveyard).toContain(discarded);
    expect(aliceDeck - player(s, A).mainDeck.length).toBe(1);
    // Bob's end phase: Bob is asked; declining draws nothing.
    expect((s.pending as { player: string }).player).toBe(B);
    const bobDeck = player(s, B).mainDeck.length;
    s = act(s, B, { type: 'chooseTarget', target: null });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(player(s, B).mainDeck.length).toBe(bobDeck);
  });
  it('[Class Bonus] costs 2 less', () => {
    const s = fill(as(mainPhaseOf(A), A, 'cleric', 'FIRE'), A, 4);
    expect(paid(s, A, def)).toBe(1);
    expect(paid(as(s, A, 'mage', 'FIRE'), A, def)).toBe(3);
  });
});
