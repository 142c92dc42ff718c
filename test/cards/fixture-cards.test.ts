// One test per fixture card not already exercised by the rules tests.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { currentStat, championLevel } from '../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, payReserve, player } from '../engine/helpers.js';

const resolveAll = (s: ReturnType<typeof newGame>) => passUntil(s, (t) => t.stack.length === 0 && !t.pending);

describe('fixture cards', () => {
  it("'beastbond-ears': your champion gets +1 level while you control an Animal or Beast ally", () => {
    let s = newGame({ first: A });
    [s] = addObject(s, A, 'beastbond-ears');
    expect(championLevel(s, A)).toBe(0);
    [s] = addObject(s, A, 'woodland-squirrels'); // an Animal
    expect(championLevel(s, A)).toBe(1);
  });

  it("'blitz-charger': a 3-power ally that can attack the turn it enters", () => {
    let s = passUntil(newGame({ first: A, b: 'fire' }), atMain(B));
    let card: string;
    [s, card] = addCard(s, B, 'blitz-charger');
    s = act(s, B, { type: 'activate', card });
    s = payReserve(s, B);
    s = passUntil(s, (t) => t.stack.length === 0 && atMain(B)(t));
    const charger = Object.values(s.objects).find((o) => o.card === card)!;
    expect(currentStat(s, charger, 'power')).toBe(3);
    expect(legalActions(s, B)).toContainEqual({ type: 'attack', attacker: charger.id });
  });

  it("'increasing-danger': you draw a card, then each player draws a card into memory", () => {
    let s = newGame({ first: A });
    let card: string;
    [s, card] = addCard(s, A, 'increasing-danger');
    s = act(s, A, { type: 'activate', card });
    s = payReserve(s, A);
    const [hA, mA, mB] = [player(s, A).hand.length, player(s, A).memory.length, player(s, B).memory.length];
    s = resolveAll(s);
    expect(player(s, A).hand.length).toBe(hA + 1);
    expect(player(s, A).memory.length).toBe(mA + 1);
    expect(player(s, B).memory.length).toBe(mB + 1);
  });

  it("'spontaneous-combustion': only an ally attacking your champion can be targeted; it is dealt 4 damage", () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    let horse: string, combustion: string;
    [s, horse] = addObject(s, B, 'giant-tortoise'); // 1/6
    [s, combustion] = addCard(s, A, 'spontaneous-combustion');
    expect(legalActions(s, A).some((a) => a.type === 'activate')).toBe(false); // no attack yet, and no Opportunity
    s = act(s, B, { type: 'attack', attacker: horse });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = act(s, B, { type: 'pass' });
    expect(legalActions(s, A)).toContainEqual({ type: 'activate', card: combustion });
    s = act(s, A, { type: 'activate', card: combustion });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: horse } });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.stack.length === 0);
    expect(s.objects[horse]!.damage).toBe(4);
  });

  it("'temper-in-flames': target weapon gets +1 power until end of turn and a durability counter", () => {
    let s = newGame({ first: A });
    let sword: string, card: string;
    [s, sword] = addObject(s, A, 'training-sword');
    [s, card] = addCard(s, A, 'temper-in-flames');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: sword } });
    s = payReserve(s, A);
    s = resolveAll(s);
    expect(s.objects[sword]!.counters.durability).toBe(3);
    expect(currentStat(s, s.objects[sword]!, 'power')).toBe(2);
  });

  it("'hub-of-innovation': On Enter, draw a card into your memory", () => {
    let s = newGame({ first: A });
    let card: string;
    [s, card] = addCard(s, A, 'hub-of-innovation');
    s = act(s, A, { type: 'activate', card });
    s = payReserve(s, A);
    const memory = player(s, A).memory.length;
    s = resolveAll(s);
    expect(player(s, A).memory.length).toBe(memory + 1);
    expect(Object.values(s.objects).some((o) => o.def === 'hub-of-innovation')).toBe(true);
  });

  it("'prides-smith': On Enter, a durability counter on a target Warrior weapon you control", () => {
    let s = newGame({ first: A, a: 'water' });
    let sword: string, card: string;
    [s, sword] = addObject(s, A, 'training-sword');
    [s, card] = addCard(s, A, 'prides-smith');
    s = act(s, A, { type: 'activate', card });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    expect(legalActions(s, A).filter((a) => a.type === 'chooseTarget')).toEqual([{ type: 'chooseTarget', target: { kind: 'object', id: sword } }]);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: sword } });
    s = resolveAll(s);
    expect(s.objects[sword]!.counters.durability).toBe(3);
  });

  it("'horned-knight': +1 power only while attacking an ally", () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    let knight: string, ally: string;
    [s, knight] = addObject(s, B, 'horned-knight');
    [s, ally] = addObject(s, A, 'giant-tortoise', { rested: true });
    expect(currentStat(s, s.objects[knight]!, 'power')).toBe(2);
    s = act(s, B, { type: 'attack', attacker: knight });
    s = act(s, B, { type: 'chooseAttackTarget', target: ally });
    expect(currentStat(s, s.objects[knight]!, 'power')).toBe(3);
    s = passUntil(s, (t) => !t.combat);
    expect(s.objects[ally]!.damage).toBe(3);
  });

  it("'reliable-cavalier': +3 power while you control a Horse ally", () => {
    let s = newGame({ first: A });
    let cav: string;
    [s, cav] = addObject(s, A, 'reliable-cavalier');
    expect(currentStat(s, s.objects[cav]!, 'power')).toBe(1);
    [s] = addObject(s, A, 'ghostsight-mare');
    expect(currentStat(s, s.objects[cav]!, 'power')).toBe(4);
  });

  it("'sink-into-oblivion': the chosen player mills three cards from the top of their deck", () => {
    let s = newGame({ first: A, a: 'water' });
    let card: string;
    [s, card] = addCard(s, A, 'sink-into-oblivion');
    const top3 = player(s, B).mainDeck.slice(0, 3);
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
    s = payReserve(s, A);
    s = resolveAll(s);
    expect(player(s, B).graveyard).toEqual(top3);
  });

  it("'manufacture-cell': summons a rested Powercell token, and draws only if you control an Automaton", () => {
    let s = newGame({ first: A, a: 'water' });
    let card: string;
    [s, card] = addCard(s, A, 'manufacture-cell');
    s = act(s, A, { type: 'activate', card });
    s = payReserve(s, A);
    const hand = player(s, A).hand.length;
    s = resolveAll(s);
    const cell = Object.values(s.objects).find((o) => o.def === 'powercell')!;
    expect(cell.card).toBeNull();
    expect(cell.rested).toBe(true);
    expect(player(s, A).hand.length).toBe(hand);
    // With an Automaton ally, the same card draws.
    let s2 = newGame({ first: A, a: 'water' });
    [s2] = addObject(s2, A, 'manic-zealot');
    [s2, card] = addCard(s2, A, 'manufacture-cell');
    s2 = act(s2, A, { type: 'activate', card });
    s2 = payReserve(s2, A);
    const hand2 = player(s2, A).hand.length;
    s2 = resolveAll(s2);
    expect(player(s2, A).hand.length).toBe(hand2 + 1);
  });
});
