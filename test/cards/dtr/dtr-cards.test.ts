// Cards first printed in DTR: one scenario per card, each played the real way where practical.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import { currentStat, floatingMemoryCards } from '../../../src/engine/state/query.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player } from '../../engine/helpers.js';
import { activate, asChampion, objectOf, objectTarget, place, play, settle, withDefs } from '../amb/scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const languidToadtroll = scriptedDef('languid-toadtroll');
const thronekeeperBullfrog = scriptedDef('thronekeeper-bullfrog');
const pridesVanguard = scriptedDef('prides-vanguard');
const longtailGrovesward = scriptedDef('longtail-grovesward');
const backdash = scriptedDef('backdash');
const flickeringCinder = scriptedDef('flickering-cinder');
const royalOrdinance = scriptedDef('royal-ordinance');
const astralShard = scriptedDef('astral-shard');
const dreamyUnicorn = scriptedDef('dreamy-unicorn');
const nocturnalBlossom = scriptedDef('nocturnal-blossom');

const bobsTurn = () => passUntil(newGame({ first: A }), atMain(B));
const bobAttacks = (s: GameState, attacker: string, target: string) =>
  act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target });
const endOfCombat = (s: GameState) => passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending);
const attackTargetsOf = (s: GameState, attacker: string) => {
  s = act(s, B, { type: 'attack', attacker });
  return legalActions(s, B).filter((a) => a.type === 'chooseAttackTarget').map((a) => (a.type === 'chooseAttackTarget' ? a.target : ''));
};

describe('DTR cards', () => {
  it("'languid-toadtroll': enters rested (hindered); while awake, attacks must target it (taunt)", () => {
    let s = asChampion(newGame({ first: A }), A, { elements: ['WATER'] });
    s = play(s, A, languidToadtroll);
    const troll = objectOf(s, 'languid-toadtroll');
    expect(troll.rested).toBe(true);
    s = passUntil(s, atMain(B)); // Alice's allies don't wake on Bob's turn
    let attacker: string;
    [s, attacker] = place(s, B, pridesVanguard);
    expect(attackTargetsOf(s, attacker)).toContain(champion(s, A).id);
    s = edit(s, (t) => { t.objects[troll.id]!.rested = false; });
    expect(attackTargetsOf(s, attacker)).toEqual([troll.id]);
  });

  it("'thronekeeper-bullfrog': taunt, and floating memory from the graveyard", () => {
    let s = bobsTurn();
    let frog: string, attacker: string, card: string;
    [s, frog] = place(s, A, thronekeeperBullfrog);
    [s, attacker] = place(s, B, pridesVanguard);
    expect(attackTargetsOf(s, attacker)).toEqual([frog]);
    [s, card] = addCard(s, A, 'thronekeeper-bullfrog', 'graveyard');
    expect(floatingMemoryCards(s, A)).toContain(card);
  });

  it("'prides-vanguard': retaliates while not defending (ambush) with +2 power (retort 2)", () => {
    let s = bobsTurn();
    let guard: string, tortoise: string;
    [s, guard] = place(s, A, pridesVanguard);
    [s, tortoise] = addObject(s, B, 'giant-tortoise'); // 1/6
    s = bobAttacks(s, tortoise, champion(s, A).id);
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate');
    expect(legalActions(s, A)).toContainEqual({ type: 'retaliate', unit: guard });
    s = act(s, A, { type: 'retaliate', unit: guard });
    s = endOfCombat(s);
    expect(s.objects[tortoise]!.damage).toBe(3);
  });

  it("'longtail-grovesward': can be activated at fast speed; +1 life from level 1", () => {
    let s = asChampion(bobsTurn(), A, { elements: ['WIND'], level: 1 });
    let card: string;
    [s, card] = addCard(withDefs(s, longtailGrovesward), A, 'longtail-grovesward');
    // Bob plays an ally; Alice gets Opportunity while it is on the stack.
    let bobs: string;
    [s, bobs] = addCard(s, B, 'giant-tortoise');
    s = act(s, B, { type: 'activate', card: bobs });
    while (s.pending?.kind === 'activation') s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseReserve')!);
    s = act(s, B, { type: 'pass' });
    expect(legalActions(s, A)).toContainEqual({ type: 'activate', card });
    s = act(s, A, { type: 'activate', card });
    while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = settle(s);
    const mouse = objectOf(s, 'longtail-grovesward');
    expect(currentStat(s, mouse, 'life')).toBe(3);
    s = asChampion(s, A, { elements: ['WIND'], level: 0 });
    expect(currentStat(s, s.objects[mouse.id]!, 'life')).toBe(2);
  });

  it("'backdash': target unit becomes distant; a Ranger champion of level 2+ also draws", () => {
    const run = (classes: string[], level: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes, level });
      [s] = activate(s, A, backdash, [objectTarget(champion(s, B).id)]);
      const h = player(s, A).hand.length;
      s = settle(s);
      return [champion(s, B).distant, player(s, A).hand.length - h];
    };
    expect(run(['RANGER'], 2)).toEqual([true, 1]);
    expect(run(['RANGER'], 1)).toEqual([true, 0]);
    expect(run(['WARRIOR'], 2)).toEqual([true, 0]);
  });

  it("'flickering-cinder': 1 damage to target unit, and your champion becomes distant", () => {
    let s = newGame({ first: A });
    let foe: string;
    [s, foe] = place(s, B, pridesVanguard);
    s = play(s, A, flickeringCinder, [objectTarget(foe)]);
    expect(s.objects[foe]!.damage).toBe(1);
    expect(champion(s, A).distant).toBe(true);
    expect(champion(s, B).distant).toBeFalsy();
  });

  it("'royal-ordinance': recover 3 and draw a card", () => {
    let s = asChampion(newGame({ first: A }), A, { elements: ['EXALTED', 'NORM'] });
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    [s] = activate(s, A, royalOrdinance);
    const h = player(s, A).hand.length;
    s = settle(s);
    expect(champion(s, A).damage).toBe(2);
    expect(player(s, A).hand.length).toBe(h + 1);
  });

  it("'astral-shard': sacrifice it to glimpse 2", () => {
    let s = newGame({ first: A });
    let shard: string;
    [s, shard] = place(s, A, astralShard, { card: null });
    s = act(s, A, { type: 'activateAbility', object: shard, index: 0 });
    expect(s.objects[shard]).toBeUndefined(); // sacrificed as the cost
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toEqual(player(s, A).mainDeck.slice(0, 2));
    s = settle(s);
    expect(s.stack).toHaveLength(0);
  });

  it("'dreamy-unicorn': intercept; On Death, a preparation counter on your champion", () => {
    let s = newGame({ first: A });
    let unicorn: string;
    [s, unicorn] = place(s, A, dreamyUnicorn);
    expect(dreamyUnicorn.keywords).toContain('intercept');
    s = play(s, A, flickeringCinder, [objectTarget(unicorn)]);
    expect(s.objects[unicorn]!.damage).toBe(1);
    s = play(s, A, flickeringCinder, [objectTarget(unicorn)]);
    expect(s.objects[unicorn]).toBeUndefined();
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(champion(s, B).counters.preparation ?? 0).toBe(0);
  });

  it("'nocturnal-blossom': stealth; heals its controller's champion by 1 when their end phase begins", () => {
    let s = edit(newGame({ first: A }), (t) => { t.objects[player(t, A).champion!]!.damage = 3; });
    let blossom: string;
    [s, blossom] = place(s, A, nocturnalBlossom);
    s = passUntil(s, atMain(B));
    expect(champion(s, A).damage).toBe(2);
    let attacker: string;
    [s, attacker] = place(s, B, pridesVanguard);
    expect(attackTargetsOf(s, attacker)).not.toContain(blossom);
    s = passUntil(s, atMain(A));
    expect(champion(s, A).damage).toBe(2); // not on Bob's end phase
  });
});

