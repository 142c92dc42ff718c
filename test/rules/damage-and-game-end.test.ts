import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player, refuse } from '../engine/helpers.js';
import { ally, item, start } from '../engine/test-cards.js';
import { staticAbility } from '../../src/cards/define.js';

describe('Damage (game-mechanics/game-mechanics-damage.md#general-rules)', () => {
  it('damage on champions stays as counters; damage on allies is removed at end of turn', () => {
    let s = newGame({ first: A });
    let flow: string, tortoise: string;
    [s, tortoise] = addObject(s, B, 'giant-tortoise'); // 1/6
    [s, flow] = addCard(s, A, 'pyroclastic-flow'); // 2 damage to all units
    s = act(s, A, { type: 'activate', card: flow });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(champion(s, A).damage).toBe(2);
    expect(champion(s, B).damage).toBe(2);
    expect(s.objects[tortoise]!.damage).toBe(2);
    s = passUntil(s, atMain(B));
    expect(s.objects[tortoise]!.damage).toBe(0);
    expect(champion(s, B).damage).toBe(2);
  });

  it('an ally whose damage reaches its life dies and goes to the graveyard (state-based check)', () => {
    let s = newGame({ first: A });
    let mage: string, flow: string;
    [s, mage] = addObject(s, B, 'giant-tortoise', { damage: 5 });
    const card = s.objects[mage]!.card!;
    [s, flow] = addCard(s, A, 'smoke-out');
    s = act(s, A, { type: 'activate', card: flow });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: mage } });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(s.objects[mage]).toBeUndefined();
    expect(player(s, B).graveyard).toContain(card);
  });
});

describe('Life (general-rules/general-rules-parts-of-a-card/parts-of-a-card-stats.md#life)', () => {
  it('a life reduction can kill an already damaged ally', () => {
    let s = passUntil(newGame({ first: A, a: 'water' }), atMain(B));
    s = passUntil(s, atMain(A));
    let hypo: string, victim: string;
    [s, victim] = addObject(s, B, 'giant-tortoise', { rested: true, damage: 2 });
    [s, hypo] = addCard(s, A, 'hypothermia'); // rested ally gets -4 life
    s = act(s, A, { type: 'activate', card: hypo });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: victim } });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(s.objects[victim]).toBeUndefined();
  });

  // The state-based checks look at every unit only when something may lower a life stat; a raised
  // life still counts for a damaged unit (game-mechanics/game-mechanics-miscellaneous-topics/state-based-checks-and-effects.md#types-of-checks).
  it('a static ability that lowers life kills an undamaged ally whose life reaches 0', () => {
    const frail = ally('test-frail', 1, 1);
    const blight = item('test-blight', { abilities: [staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'life', amount: -1 })] });
    let s = start(frail, blight);
    let a1: string;
    [s, a1] = addObject(s, A, 'test-frail');
    s = act(s, A, { type: 'pass' });
    expect(s.objects[a1]).toBeDefined();
    [s] = addObject(s, A, 'test-blight');
    s = act(s, B, { type: 'pass' });
    expect(s.objects[a1]).toBeUndefined();
  });

  it('a damaged ally survives while a static ability raises its life, and dies once the source leaves', () => {
    const frail = ally('test-frail', 1, 1);
    const banner = item('test-banner', { abilities: [staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'life', amount: 2 })] });
    let s = start(frail, banner);
    let a1: string, b1: string;
    [s, b1] = addObject(s, A, 'test-banner');
    [s, a1] = addObject(s, A, 'test-frail', { damage: 2 });
    s = act(s, A, { type: 'pass' });
    expect(s.objects[a1]).toBeDefined();
    s = edit(s, (t) => {
      t.field = t.field.filter((f) => f !== b1);
      const { [b1]: _gone, ...rest } = t.objects;
      t.objects = rest;
    });
    s = act(s, B, { type: 'pass' });
    expect(s.objects[a1]).toBeUndefined();
  });
});

describe('Ending the game (general-rules/general-rules-ending-the-game.md#general-rules-ending-the-game)', () => {
  it('a player whose champion dies loses, and the opponent wins', () => {
    let s = newGame({ first: A });
    s = edit(s, (t) => { t.objects[t.players[1]!.champion!]!.damage = 14; });
    let smoke: string;
    [s, smoke] = addCard(s, A, 'smoke-out');
    s = act(s, A, { type: 'activate', card: smoke });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } });
    s = payReserve(s, A);
    s = act(s, A, { type: 'pass' });
    const out = apply(s, B, { type: 'pass' });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.state.result).toEqual({ kind: 'win', winner: A, reason: 'their champion died' });
    expect(out.events.some((e) => e.type === 'gameOver')).toBe(true);
    expect(legalActions(out.state, A)).toEqual([]);
    refuse(out.state, A, { type: 'pass' }, 'general-rules-ending-the-game.md');
  });

  it('both champions dying at once is a draw', () => {
    let s = newGame({ first: A });
    s = edit(s, (t) => { for (const p of t.players) t.objects[p.champion!]!.damage = 13; });
    let flow: string;
    [s, flow] = addCard(s, A, 'pyroclastic-flow');
    s = act(s, A, { type: 'activate', card: flow });
    s = payReserve(s, A);
    s = passUntil(s, (t) => !!t.result);
    expect(s.result?.kind).toBe('draw');
  });

  it('drawing from an empty deck loses the game (game-mechanics/game-mechanics-drawing-cards.md#general-rules)', () => {
    let s = newGame({ first: A });
    s = edit(s, (t) => { t.players[1]!.mainDeck = []; });
    s = passUntil(s, (t) => !!t.result);
    expect(s.result).toMatchObject({ kind: 'win', winner: A, reason: 'drew from an empty deck' });
  });
});

describe('Concession (game-mechanics/game-mechanics-miscellaneous-topics/concession.md#general-rules)', () => {
  it('any player may concede at any time, even without Opportunity; the opponent wins', () => {
    const s = newGame({ first: A });
    expect(legalActions(s, B)).toEqual([{ type: 'concede' }]);
    const t = act(s, B, { type: 'concede' });
    expect(t.result).toMatchObject({ kind: 'win', winner: A, reason: 'conceded' });
  });
});
