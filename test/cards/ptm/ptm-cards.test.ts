// Cards first printed in PTM: one scenario per card, each played the real way where practical.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import { currentStat, floatingMemoryCards } from '../../../src/engine/state/query.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player } from '../../engine/helpers.js';
import { activate, asChampion, objectOf, place, settle, withDefs } from '../amb/scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const frog = scriptedDef('frog');
const lostBeing = scriptedDef('lost-being');
const memoriteShardwing = scriptedDef('memorite-shardwing');
const royalOathguard = scriptedDef('royal-oathguard');
const siegeMauler = scriptedDef('siege-mauler');
const vestalPriestess = scriptedDef('vestal-priestess');

const bobsTurn = () => passUntil(newGame({ first: A }), atMain(B));
const attackTargets = (s: GameState, attacker: string) =>
  legalActions(act(s, B, { type: 'attack', attacker }), B).flatMap((a) => (a.type === 'chooseAttackTarget' ? [a.target] : []));

describe('PTM cards', () => {
  it("'frog': a 1/1 for 1 with floating memory", () => {
    let s = asChampion(newGame({ first: A }), A, { elements: ['WATER'] });
    let card: string;
    [s, card] = addCard(withDefs(s, frog), A, 'frog', 'graveyard');
    expect(floatingMemoryCards(s, A)).toEqual([card]);
  });

  it("'lost-being': a 2/2 token phantasia ally without abilities", () => {
    let s = newGame({ first: A });
    let being: string;
    [s, being] = addObject(withDefs(s, lostBeing), A, 'lost-being', { card: null });
    expect(lostBeing.types).toEqual(['TOKEN', 'PHANTASIA', 'ALLY']);
    expect(lostBeing.abilities).toEqual([]);
    expect([currentStat(s, s.objects[being]!, 'power'), currentStat(s, s.objects[being]!, 'life')]).toEqual([2, 2]);
  });

  it("'memorite-shardwing': can't be attacked without true sight, and can attack units with stealth", () => {
    let s = bobsTurn();
    let mine: string, theirs: string, other: string;
    [s, mine] = addObject(withDefs(s, memoriteShardwing), A, 'memorite-shardwing', { card: null });
    [s, other] = addObject(s, B, 'giant-tortoise');
    expect(attackTargets(s, other)).not.toContain(mine);
    [s, theirs] = addObject(s, B, 'memorite-shardwing', { card: null });
    expect(attackTargets(s, theirs)).toContain(mine);
  });

  it("'royal-oathguard': may take an attack aimed at your champion (intercept); wakes up at your end phase (vigor)", () => {
    let s = bobsTurn();
    let guard: string, tortoise: string;
    [s, guard] = place(s, A, royalOathguard);
    [s, tortoise] = addObject(s, B, 'giant-tortoise');
    s = act(act(s, B, { type: 'attack', attacker: tortoise }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = act(s, A, { type: 'mayAnswer', accept: true });
    expect(s.combat!.defender).toBe(guard);
    expect(royalOathguard.keywords).toContain('vigor');
    let s2 = newGame({ first: A });
    [s2, guard] = place(s2, A, royalOathguard, { rested: true });
    s2 = passUntil(s2, atMain(B));
    expect(s2.objects[guard]!.rested).toBe(false);
  });

  it("'siege-mauler': +2 power only while attacking a domain", () => {
    let s = bobsTurn();
    let mauler: string, domain: string;
    [s, mauler] = place(s, B, siegeMauler);
    [s, domain] = addObject(s, A, 'hub-of-innovation');
    expect(currentStat(s, s.objects[mauler]!, 'power')).toBe(2);
    const sieging = edit(s, (t) => {
      t.combat = { attackingPlayer: B, defendingPlayer: A, attacker: mauler, weapon: null, defender: domain, intent: [], retaliators: [], step: 'retaliation', retaliationDecided: false };
    });
    expect(currentStat(sieging, sieging.objects[mauler]!, 'power')).toBe(4);
    const notAttacking = edit(sieging, (t) => { t.combat!.attacker = champion(t, B).id; });
    expect(currentStat(notAttacking, notAttacking.objects[mauler]!, 'power')).toBe(2);
  });

  it("'vestal-priestess': On Enter, recover 4; intercept", () => {
    let s = asChampion(newGame({ first: A }), A, { elements: ['EXALTED', 'NORM'] });
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 6; });
    [s] = activate(s, A, vestalPriestess);
    s = settle(s);
    expect(champion(s, A).damage).toBe(2);
    expect(objectOf(s, 'vestal-priestess').controller).toBe(A);
    expect(vestalPriestess.keywords).toEqual(['intercept']);
  });
});
