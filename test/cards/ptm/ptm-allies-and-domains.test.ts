// PTM allies, attacks, domains and a few Skills: Chessman protection, Astral Shards, Kindle, Empower, Upkeep.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { pendingEmpower } from '../../../src/engine/play/activation-keywords.js';
import { cardHasKeyword, floatingMemoryCards, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, objectsOf, place, play, settle } from '../amb/scenario.js';
import { afterCombat, attackWithCard, life, power } from '../doa/round2-helpers.js';
import { ALL, ally, domain } from './ptm-support.js';

const classed = (cls: string, s: GameState = newGame({ first: A })): GameState => asChampion(s, A, { classes: [cls], elements: ALL });
const costOf = (s: GameState, def: Parameters<typeof activate>[2], targets: Parameters<typeof activate>[3] = []) => {
  const before = player(s, A).hand.length;
  const [t] = activate(s, A, def, targets);
  return before - player(t, A).hand.length;
};

describe('castling', () => {
  const def = scriptedDef('castling');
  const rook = ally('test-rook', ['CHESSMAN', 'ROOK']);
  const king = ally('test-king', ['CHESSMAN', 'KING']);
  const plainRook = ally('test-plain-rook', ['ROOK']);
  it("'castling': 2 less with a Chessman Rook, 2 less with a Chessman King; up to two Chessman allies gain spellshroud and taunt and get +2 life", () => {
    let s = classed('GUARDIAN');
    let r: string, k: string;
    const none = [null, null];
    expect(costOf(s, def, none)).toBe(4);
    expect(costOf(place(s, A, plainRook)[0], def, none)).toBe(4);
    [s, r] = place(s, A, rook);
    expect(costOf(s, def, none)).toBe(2);
    [s, k] = place(s, A, king);
    expect(costOf(s, def, none)).toBe(0);
    s = play(s, A, def, [objectTarget(r), objectTarget(k)]);
    for (const id of [r, k]) {
      expect(hasKeyword(s, s.objects[id]!, 'spellshroud')).toBe(true);
      expect(hasKeyword(s, s.objects[id]!, 'taunt')).toBe(true);
      expect(life(s, id)).toBe(5);
    }
    s = passUntil(s, atMain(B));
    expect(life(s, r)).toBe(3);
    expect(hasKeyword(s, s.objects[r]!, 'taunt')).toBe(false);
  });
});

describe('march-on', () => {
  const def = scriptedDef('march-on');
  it("'march-on': a Chessman ally performs it; Floating Memory", () => {
    expect(def.keywords).toEqual(expect.arrayContaining(['command', 'floatingMemory']));
    expect(def.commandSubtype).toBe('CHESSMAN');
    let s = passUntil(classed('WARRIOR'), atMain(B));
    s = passUntil(s, atMain(A));
    let pawn: string, plain: string;
    [s, pawn] = place(s, A, ally('test-pawn', ['CHESSMAN', 'PAWN']));
    [s, plain] = place(s, A, ally('test-plain', ['HUMAN']));
    [s] = activate(s, A, def);
    s = passUntil(s, (t) => legalActions(t, A).some((a) => a.type === 'chooseCommandAlly'));
    const allies = legalActions(s, A).flatMap((a) => (a.type === 'chooseCommandAlly' ? [a.object] : []));
    expect(allies).toContain(pawn);
    expect(allies).not.toContain(plain);
    let g = classed('WARRIOR');
    let card: string;
    [g, card] = addCard(withDef(g, def), A, def.slug, 'graveyard');
    expect(floatingMemoryCards(g, A)).toContain(card);
  });
});

describe('chamberlain-toad', () => {
  const def = scriptedDef('chamberlain-toad');
  it("'chamberlain-toad': (2) wakes it with taunt for the turn, only during an opponent's recollection phase and with the Tamer bonus", () => {
    let s = classed('TAMER');
    let toad: string;
    [s, toad] = place(s, A, def, { rested: true });
    const usable = (t: GameState) => legalActions(t, A).some((a) => a.type === 'activateAbility' && a.object === toad);
    expect(usable(s)).toBe(false); // own main phase
    s = passUntil(s, (t) => t.phase === 'recollection' && t.players[t.turnPlayer]!.id === B && usable(t), 60);
    s = settle(payReserve(act(s, A, { type: 'activateAbility', object: toad, index: 0 }), A));
    expect(s.objects[toad]!.rested).toBe(false);
    expect(hasKeyword(s, s.objects[toad]!, 'taunt')).toBe(true);
    let g = classed('TAMER');
    let card: string;
    [g, card] = addCard(withDef(g, def), A, def.slug, 'graveyard');
    expect(floatingMemoryCards(g, A)).toContain(card);
    expect(floatingMemoryCards(classed('CLERIC', g), A)).not.toContain(card);
  });
});

describe('plage-aux-homards', () => {
  const def = scriptedDef('plage-aux-homards');
  const beast = ally('test-beast', ['BEAST'], 1, 3, 'WATER');
  const human = ally('test-human', ['HUMAN'], 1, 3, 'WATER');
  it("'plage-aux-homards': mills two on entering; Tamer bonus plus four water graveyard cards: +1 life for your Animal and Beast allies", () => {
    let s = classed('TAMER');
    let b: string, h: string;
    [s, b] = place(s, A, beast);
    [s, h] = place(s, A, human);
    s = play(s, A, def);
    expect(player(s, A).graveyard.length).toBeGreaterThanOrEqual(2);
    const waterIn = (t: GameState) => edit(t, (u) => { player(u, A).graveyard = []; });
    let t = waterIn(s);
    for (let i = 0; i < 3; i++) [t] = addCard(withDef(t, human), A, human.slug, 'graveyard');
    expect(life(t, b)).toBe(3);
    [t] = addCard(t, A, human.slug, 'graveyard');
    expect([life(t, b), life(t, h)]).toEqual([4, 3]);
    expect(life(classed('CLERIC', t), b)).toBe(3);
  });
});

describe('gemini-starbearer', () => {
  const def = scriptedDef('gemini-starbearer');
  const shard = scriptedDef('astral-shard');
  it("'gemini-starbearer': On Enter an Astral Shard; rest: as a Spell, X damage to target unit, X your Astral Shards", () => {
    let s = withDef(classed('MAGE'), shard);
    s = play(s, A, def);
    expect(objectsOf(s, 'astral-shard')).toHaveLength(1);
    [s] = place(s, A, shard);
    const gem = objectsOf(s, def.slug)[0]!.id;
    s = act(s, A, { type: 'activateAbility', object: gem, index: 1 });
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, B).id) }));
    expect(champion(s, B).damage).toBe(2);
  });
});

describe('stardust-oracle', () => {
  const def = scriptedDef('stardust-oracle');
  it("'stardust-oracle': stealth while imbued; with the Cleric bonus an Astral Shard at the beginning of your end phase", () => {
    let s = withDef(classed('CLERIC'), scriptedDef('astral-shard'));
    let plain: string, imbued: string;
    [s, plain] = place(s, A, def);
    [s, imbued] = place(s, A, def, { imbued: true });
    expect([hasKeyword(s, s.objects[plain]!, 'stealth'), hasKeyword(s, s.objects[imbued]!, 'stealth')]).toEqual([false, true]);
    s = passUntil(s, atMain(B));
    expect(objectsOf(s, 'astral-shard')).toHaveLength(2);
    let t = withDef(classed('MAGE'), scriptedDef('astral-shard'));
    [t] = place(t, A, def);
    t = passUntil(t, atMain(B));
    expect(objectsOf(t, 'astral-shard')).toHaveLength(0);
  });
});

describe('tyrannical-denigration', () => {
  const def = scriptedDef('tyrannical-denigration');
  it("'tyrannical-denigration': Kindle 7; with the Warrior bonus +4 power and no retaliation", () => {
    expect(cardHasKeyword(classed('WARRIOR'), A, def, 'kindle')).toBe(true);
    expect(def.activationValues?.kindle).toBe(7);
    const attackFor = (cls: string) => {
      let s = asChampion(passUntil(newGame({ first: A }), atMain(B)), B, { classes: [cls], elements: ALL });
      let wall: string;
      [s, wall] = place(s, A, ally('test-wall', ['HUMAN'], 3, 20));
      s = attackWithCard(s, B, def, wall);
      let offered = false;
      for (let i = 0; i < 40 && s.combat; i++) {
        const who = s.pending?.player ?? (s.opportunity ? s.players[s.opportunity.player]!.id : null);
        if (!who) break;
        const legal = legalActions(s, who);
        if (legal.some((a) => a.type === 'retaliate' && a.unit !== null)) offered = true;
        s = act(s, who, legal.find((a) => a.type === 'pass' || (a.type === 'retaliate' && a.unit === null) || a.type === 'orderTrigger')!);
      }
      return [afterCombat(s).objects[wall]!.damage, offered];
    };
    expect(attackFor('WARRIOR')).toEqual([8, false]);
    expect(attackFor('GUARDIAN')).toEqual([4, true]);
  });
});

describe('sacred-engulfment', () => {
  const def = scriptedDef('sacred-engulfment');
  it("'sacred-engulfment': banish any fire cards from your graveyard, then Empower 4 plus that many; 2 less with the Mage bonus", () => {
    let s = classed('MAGE');
    expect(costOf(s, def)).toBe(1);
    expect(costOf(classed('CLERIC'), def)).toBe(3);
    let f1: string, f2: string;
    [s, f1] = addCard(s, A, 'blitz-mage', 'graveyard');
    [s, f2] = addCard(s, A, 'blitz-mage', 'graveyard');
    [s] = activate(s, A, def);
    s = passUntil(s, (t) => legalActions(t, A).some((a) => a.type === 'chooseTarget' && a.target?.kind === 'card'));
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: f1 } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: f2 } });
    s = settle(s);
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([f1, f2]));
    expect(pendingEmpower(s, A)).toBe(6);
    const none = play(classed('MAGE'), A, def);
    expect(pendingEmpower(none, A)).toBe(4);
  });
});

describe('exalted-dorumegian-throne', () => {
  const def = scriptedDef('exalted-dorumegian-throne');
  it("'exalted-dorumegian-throne': your allies get +1 power and +1 life; Upkeep: sacrificed at your recollection with four or fewer other domains", () => {
    let s = classed('GUARDIAN');
    let throne: string, a: string;
    [s, throne] = place(s, A, def);
    [s, a] = place(s, A, ally('test-guard', ['HUMAN'], 1, 3));
    expect([power(s, a), life(s, a)]).toEqual([2, 4]);
    for (let i = 0; i < 4; i++) [s] = place(s, A, domain);
    const next = (t: GameState) => passUntil(passUntil(t, atMain(B)), atMain(A));
    expect(next(s).field).not.toContain(throne);
    [s] = place(s, A, domain);
    expect(next(s).field).toContain(throne);
  });
});
