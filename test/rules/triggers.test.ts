import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player } from '../engine/helpers.js';

describe('Triggered abilities (game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md#general-rules)', () => {
  it('On Enter (glossary/keywords-and-abilities.md#on-enter): the ability goes on the stack and every player may respond before it resolves', () => {
    let s = newGame({ first: A });
    let apprentice: string;
    [s, apprentice] = addCard(s, A, 'clumsy-apprentice'); // On Enter: 2 damage to your champion, draw
    s = act(s, A, { type: 'activate', card: apprentice });
    s = payReserve(s, A);
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'pass' });
    // The ally resolved; its On Enter is now on the stack and Alice (turn player) has Opportunity.
    expect(s.stack).toHaveLength(1);
    expect(s.stack[0]!.kind).toBe('trigger');
    expect(champion(s, A).damage).toBe(0);
    s = act(s, A, { type: 'pass' });
    expect(s.players[s.opportunity!.player]!.id).toBe(B); // Bob can respond to the trigger
    s = act(s, B, { type: 'pass' });
    expect(champion(s, A).damage).toBe(2);
  });

  it('simultaneous triggers of one player are ordered by that player', () => {
    let s = newGame({ first: A });
    let z1: string, z2: string, flow: string;
    [s, z1] = addObject(s, A, 'manic-zealot');
    [s, z2] = addObject(s, A, 'wandering-glaivier');
    [s, flow] = addCard(s, A, 'pyroclastic-flow');
    s = act(s, A, { type: 'activate', card: flow });
    s = payReserve(s, A);
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'pass' });
    expect(s.pending?.kind).toBe('orderTriggers');
    const choices = legalActions(s, A);
    expect(choices).toHaveLength(3); // two triggers to order, or concede
    s = act(s, A, choices[0]!);
    expect(s.stack).toHaveLength(2);
    expect(z1 && z2).toBeTruthy();
  });

  it('On Death (glossary/keywords-and-abilities.md#on-death): triggers from the graveyard-bound ally still resolve (last known information)', () => {
    let s = newGame({ first: A });
    let glaivier: string, smoke: string;
    [s, glaivier] = addObject(s, B, 'wandering-glaivier'); // On Death: each player draws
    [s, smoke] = addCard(s, A, 'smoke-out');
    const hands = [player(s, A).hand.length, player(s, B).hand.length];
    s = act(s, A, { type: 'activate', card: smoke });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: glaivier } });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && t.log.some((l) => l.text.includes('Wandering Glaivier resolves')));
    expect(player(s, A).hand.length).toBe(hands[0]! - 2 + 1);
    expect(player(s, B).hand.length).toBe(hands[1]! + 1);
  });

  it('an intervening condition is checked when the trigger would go on the stack (Tristan at end phase while rested)', () => {
    let s = newGame({ first: A });
    const champ = champion(s, A);
    s = edit(s, (t) => {
      const p = t.players[0]!;
      const card = p.materialDeck.find((c) => t.cards[c]!.def === 'tristan-grim-stalker')!;
      const o = t.objects[champ.id]!;
      o.lineage.push(o.card!);
      o.card = card;
      o.def = 'tristan-grim-stalker';
      p.materialDeck = p.materialDeck.filter((c) => c !== card);
      o.rested = true;
    });
    s = passUntil(s, atMain(B));
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    s = edit(s, (t) => { t.objects[champ.id]!.rested = false; });
    s = passUntil(s, atMain(A));
    s = passUntil(s, atMain(B));
    expect(champion(s, A).counters.preparation).toBe(1);
  });

  it('a triggered ability with targets asks its controller to choose them (Trusty Steed)', () => {
    let s = newGame({ first: A, a: 'water' });
    let steed: string, buddy: string;
    [s, buddy] = addObject(s, A, 'giant-tortoise');
    [s, steed] = addCard(s, A, 'trusty-steed');
    s = act(s, A, { type: 'activate', card: steed });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    const options = legalActions(s, A).filter((a) => a.type === 'chooseTarget');
    expect(options).toEqual([{ type: 'chooseTarget', target: { kind: 'object', id: buddy } }]); // "another" ally you control
    s = act(s, A, options[0]!);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(s.effects.find((e) => e.object === buddy)?.amount).toBe(2);
  });
});
