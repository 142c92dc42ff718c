import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, payReserve, player, refuse } from '../engine/helpers.js';

describe('Fast vs slow (game-mechanics/game-mechanics-timing-and-permissions.md#fast-vs-slow)', () => {
  it('the non-turn player cannot play slow cards, even with Opportunity', () => {
    let s = newGame({ first: A });
    let ally: string;
    [s, ally] = addCard(s, B, 'giant-tortoise');
    s = act(s, A, { type: 'pass' }); // Bob now has Opportunity in Alice's main phase
    expect(legalActions(s, B).some((a) => a.type === 'activate' && a.card === ally)).toBe(false);
    refuse(s, B, { type: 'activate', card: ally }, 'game-mechanics-timing-and-permissions.md#fast-vs-slow');
  });

  it('slow cards need an empty stack; fast cards can respond', () => {
    let s = newGame({ first: A });
    let bolt: string, fastAlly: string, slowAlly: string;
    [s, bolt] = addCard(s, A, 'smoke-out');
    [s, fastAlly] = addCard(s, A, 'flashfire-horse');
    [s, slowAlly] = addCard(s, A, 'blitz-mage');
    s = act(s, A, { type: 'activate', card: bolt });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } });
    s = payReserve(s, A);
    expect(s.stack).toHaveLength(1);
    refuse(s, A, { type: 'activate', card: slowAlly }, 'game-mechanics-timing-and-permissions.md#fast-vs-slow');
    // Flashfire Horse has fast activation.
    expect(legalActions(s, A)).toContainEqual({ type: 'activate', card: fastAlly });
  });

  it('the non-turn player may play fast cards when they have Opportunity', () => {
    let s = newGame({ first: A });
    let glacial: string, target: string;
    [s, target] = addObject(s, A, 'blitz-mage');
    [s, glacial] = addCard(s, B, 'glacial-evocation');
    s = act(s, A, { type: 'pass' });
    expect(legalActions(s, B)).toContainEqual({ type: 'activate', card: glacial });
    s = act(s, B, { type: 'activate', card: glacial });
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: target } });
    s = payReserve(s, B);
    expect(s.stack[0]!.controller).toBe(B);
  });
});

describe('Opportunity (game-mechanics/game-mechanics-timing-and-permissions.md#opportunity)', () => {
  it('refuses an action from a player who does not hold Opportunity', () => {
    const s = newGame({ first: A });
    refuse(s, B, { type: 'pass' }, 'game-mechanics-timing-and-permissions.md#opportunity');
  });

  it('the activating player keeps Opportunity; the top of the stack resolves only after every player passes in turn order', () => {
    let s = newGame({ first: A });
    let card: string;
    [s, card] = addCard(s, A, 'smoke-out');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } });
    s = payReserve(s, A);
    expect(s.players[s.opportunity!.player]!.id).toBe(A);
    s = act(s, A, { type: 'pass' });
    expect(s.stack).toHaveLength(1);
    expect(s.players[s.opportunity!.player]!.id).toBe(B);
    s = act(s, B, { type: 'pass' });
    expect(s.stack).toHaveLength(0);
    expect(champion(s, B).damage).toBe(1);
    // In the main phase the turn player regains Opportunity when the stack empties.
    expect(s.players[s.opportunity!.player]!.id).toBe(A);
    expect(s.phase).toBe('main');
  });
});

describe('Effects stack (game-mechanics/game-mechanics-game-zones/game-zones-effects-stack.md#general-rules)', () => {
  it('resolves last in, first out', () => {
    let s = newGame({ first: A });
    let tutor: string, smoke: string, glacial: string;
    [s, tutor] = addObject(s, A, 'impassioned-tutor'); // 1 power, 3 life
    [s, smoke] = addCard(s, A, 'smoke-out');
    [s, glacial] = addCard(s, B, 'glacial-evocation');
    s = act(s, A, { type: 'activate', card: smoke });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: tutor } });
    s = payReserve(s, A);
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'activate', card: glacial });
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: tutor } });
    s = payReserve(s, B);
    expect(s.stack.map((i) => i.def)).toEqual(['smoke-out', 'glacial-evocation']);
    s = act(s, B, { type: 'pass' });
    s = act(s, A, { type: 'pass' });
    // Glacial Evocation (on top) resolved first: 2 damage; Smoke Out still waits.
    expect(s.stack.map((i) => i.def)).toEqual(['smoke-out']);
    expect(s.objects[tutor]!.damage).toBe(2);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(s.objects[tutor]).toBeUndefined(); // 3 damage on 3 life: it died
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining([smoke]));
  });
});

describe('Checking resolution (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md#checking-resolution)', () => {
  it('fizzles when its required target became illegal, and the card still goes to the graveyard', () => {
    let s = newGame({ first: A });
    let tutor: string, smoke: string, glacial: string;
    [s, tutor] = addObject(s, A, 'clumsy-apprentice'); // 1 life
    [s, smoke] = addCard(s, A, 'smoke-out');
    [s, glacial] = addCard(s, B, 'glacial-evocation');
    s = act(s, B === B ? A : A, { type: 'activate', card: smoke });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: tutor } });
    s = payReserve(s, A);
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'activate', card: glacial });
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: tutor } });
    s = payReserve(s, B);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(s.log.some((l) => l.text.includes('Smoke Out fizzles'))).toBe(true);
    expect(player(s, A).graveyard).toContain(smoke);
  });
});

describe('Main phase windows (game-mechanics/game-mechanics-turn-order/turn-order-main-phase.md#general-rules)', () => {
  it('after the turn player passes with an empty stack, the opponent gets Opportunity before the end phase', () => {
    let s = newGame({ first: A });
    s = act(s, A, { type: 'pass' });
    expect(s.phase).toBe('main');
    expect(s.players[s.opportunity!.player]!.id).toBe(B);
    expect(atMain(A)(s)).toBe(false);
  });
});
