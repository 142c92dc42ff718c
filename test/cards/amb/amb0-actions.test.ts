// amb0: action cards with an AMB printing.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, addCard, champion, edit, newGame, player } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, play, settle, withDefs } from './scenario.js';
import {
  bobsTurn, cast, facing, fastEnabler, floats, life, power, reservePaid, settleAll, shape, testAlly, zap,
} from './amb0-helpers.js';

const stallion = scriptedDef('aqueous-stallion'); // a water Animal Horse ally, 0/4
const squire = testAlly('test-amb0-squire', ['HUMAN'], 1, 3);
const warrior = testAlly('test-amb0-warrior', ['WARRIOR', 'HUMAN'], 1, 3);
const uniqueWarrior = testAlly('test-amb0-unique-warrior', ['WARRIOR', 'HUMAN'], 1, 3, ['UNIQUE']);

/** The targets Alice is offered for `def` right after activating it. */
function offered(s: GameState, def: ReturnType<typeof scriptedDef>): string[] {
  let card: string;
  [s, card] = addCard(withDefs(s, def), A, def.slug);
  s = act(s, A, { type: 'activate', card });
  return legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
}
/** Cards drawn so far (the main deck shrinks): reserve payments also fill the memory, so it is not counted there. */
const memoryOf = (s: GameState, who = A) => -player(s, who).mainDeck.length;
const empowerOf = (s: GameState, who = A) => (s.empower ?? []).filter((e) => e.player === who && e.turn === s.turn).reduce((n, e) => n + e.amount, 0);
const bonusOf = (s: GameState, id: string) => (s.attackBonuses ?? []).filter((b) => b.object === id).reduce((n, b) => n + b.amount, 0);

describe('amb0 actions', () => {
  it("'feed-nourishment': a buff counter on a target Animal or Beast ally; floating memory", () => {
    let s = newGame({ first: A });
    let animal: string, human: string;
    [s, animal] = place(s, A, stallion);
    [s, human] = place(s, A, squire);
    const choices = offered(s, scriptedDef('feed-nourishment'));
    expect(choices).toContain(animal);
    expect(choices).not.toContain(human);
    s = play(s, A, scriptedDef('feed-nourishment'), [objectTarget(animal)]);
    expect(s.objects[animal]!.counters.buff).toBe(1);
    expect(floats(scriptedDef('feed-nourishment'), shape(['MAGE']))).toBe(true);
  });

  it("'invective-instruction': +3 power this turn; with a Tamer champion and a non-Human ally, a card into memory", () => {
    const run = (classes: string[], withAnimal: boolean) => {
      let s = asChampion(newGame({ first: A }), A, shape(classes));
      let id: string;
      [s, id] = place(s, A, squire);
      if (withAnimal) [s] = place(s, A, stallion);
      const mem = memoryOf(s);
      s = play(s, A, scriptedDef('invective-instruction'), [objectTarget(id)]);
      return [power(s, id), memoryOf(s) - mem];
    };
    expect(run(['TAMER'], true)).toEqual([4, 1]);
    expect(run(['TAMER'], false)).toEqual([4, 0]);
    expect(run(['MAGE'], true)).toEqual([4, 0]);
  });

  it("'galvanizing-gale': the target ally's next attack gets +3 power; if empowered, a card into memory", () => {
    const run = (empowered: boolean) => {
      let s = asChampion(newGame({ first: A }), A, shape(['MAGE'], ['WIND']));
      if (empowered) s = edit(s, (t) => { t.empower = [{ player: A, amount: 1, turn: t.turn }]; });
      let id: string;
      [s, id] = place(s, A, squire);
      const mem = memoryOf(s);
      s = play(s, A, scriptedDef('galvanizing-gale'), [objectTarget(id)]);
      return [bonusOf(s, id), memoryOf(s) - mem];
    };
    expect(run(false)).toEqual([3, 0]);
    expect(run(true)).toEqual([3, 1]);
  });

  it("'combat-training': a target Warrior ally's next attack gets +2 power, +3 if unique; floating memory with a Warrior champion", () => {
    let s = asChampion(newGame({ first: A }), A, shape(['WARRIOR']));
    let w: string, u: string, h: string;
    [s, w] = place(s, A, warrior);
    [s, u] = place(s, A, uniqueWarrior);
    [s, h] = place(s, A, squire);
    const choices = offered(s, scriptedDef('combat-training'));
    expect(choices).toEqual(expect.arrayContaining([w, u]));
    expect(choices).not.toContain(h);
    s = play(s, A, scriptedDef('combat-training'), [objectTarget(w)]);
    s = play(s, A, scriptedDef('combat-training'), [objectTarget(u)]);
    expect([bonusOf(s, w), bonusOf(s, u)]).toEqual([2, 3]);
    expect(floats(scriptedDef('combat-training'), shape(['WARRIOR']))).toBe(true);
    expect(floats(scriptedDef('combat-training'), shape(['TAMER']))).toBe(false);
  });

  it("'invigoration': LV buff counters on a target rested ally; costs 2 less with a Tamer or Mage champion", () => {
    let s = asChampion(newGame({ first: A }), A, shape(['TAMER'], ['TERA'], 3));
    let rested: string, awake: string;
    [s, rested] = place(s, A, squire, { rested: true });
    [s, awake] = place(s, A, squire);
    const choices = offered(s, scriptedDef('invigoration'));
    expect(choices).toContain(rested);
    expect(choices).not.toContain(awake);
    expect(reservePaid(s, A, scriptedDef('invigoration'), [objectTarget(rested)])).toBe(2);
    s = play(s, A, scriptedDef('invigoration'), [objectTarget(rested)]);
    expect(s.objects[rested]!.counters.buff).toBe(3);
    let t = asChampion(newGame({ first: A }), A, shape(['CLERIC'], ['TERA'], 3));
    [t, rested] = place(t, A, squire, { rested: true });
    expect(reservePaid(t, A, scriptedDef('invigoration'), [objectTarget(rested)])).toBe(4);
  });

  it("'glow-forth': 1 less per Animal you control; a buff counter on each ally you control; at level 4+ a card into memory", () => {
    const run = (level: number, animals: number) => {
      let s = asChampion(newGame({ first: A }), A, shape(['TAMER'], ['LUXEM'], level));
      let h: string;
      [s, h] = place(s, A, squire);
      const [, theirs] = place(s, B, squire);
      for (let i = 0; i < animals; i++) [s] = place(s, A, stallion);
      const paid = reservePaid(s, A, scriptedDef('glow-forth'));
      const mem = memoryOf(s);
      s = play(s, A, scriptedDef('glow-forth'));
      return { paid, buff: s.objects[h]!.counters.buff, theirs: s.objects[theirs]?.counters.buff ?? 0, drew: memoryOf(s) - mem };
    };
    expect(run(1, 0)).toEqual({ paid: 2, buff: 1, theirs: 0, drew: 0 });
    expect(run(4, 1)).toMatchObject({ paid: 1, buff: 1, drew: 1 });
  });

  it("'coriolis-ward': prevents the next 1+LV damage to a target unit this turn; facing West, a card into memory", () => {
    const run = (dir: 'west' | 'north') => {
      let s = facing(asChampion(newGame({ first: A }), A, shape(['MAGE'], ['WATER'], 2)), A, dir);
      let id: string;
      [s, id] = place(s, A, stallion);
      const mem = memoryOf(s);
      s = play(s, A, scriptedDef('coriolis-ward'), [objectTarget(id)]);
      const drew = memoryOf(s) - mem;
      s = play(s, A, zap(5), [objectTarget(id)]);
      return [s.objects[id]?.damage, drew];
    };
    expect(run('west')).toEqual([2, 1]);
    expect(run('north')).toEqual([2, 0]);
  });

  it("'incantation-of-prosperity': Empower 2 facing North or South, recover 2 facing East or West; floating memory", () => {
    const run = (dir?: 'north' | 'south' | 'east' | 'west') => {
      let s = asChampion(newGame({ first: A }), A, shape(['MAGE']));
      if (dir) s = facing(s, A, dir);
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
      s = play(s, A, scriptedDef('incantation-of-prosperity'));
      return [empowerOf(s), champion(s, A).damage];
    };
    expect(run('north')).toEqual([2, 5]);
    expect(run('south')).toEqual([2, 5]);
    expect(run('east')).toEqual([0, 3]);
    expect(run('west')).toEqual([0, 3]);
    expect(run()).toEqual([0, 5]);
    expect(floats(scriptedDef('incantation-of-prosperity'), shape(['CLERIC']))).toBe(true);
  });

  it("'equanimitys-ashes': 3 damage to a target champion, 4 more with a Mage champion if it has five or less damage; 3 less at level 3+", () => {
    const run = (classes: string[], level: number, before: number) => {
      let s = asChampion(newGame({ first: A }), A, shape(classes, ['FIRE'], level));
      s = edit(s, (t) => { t.objects[player(t, B).champion!]!.damage = before; });
      const paid = reservePaid(s, A, scriptedDef('equanimitys-ashes'), [objectTarget(champion(s, B).id)]);
      s = play(s, A, scriptedDef('equanimitys-ashes'), [objectTarget(champion(s, B).id)]);
      return [paid, champion(s, B).damage - before];
    };
    expect(run(['MAGE'], 3, 2)).toEqual([2, 7]); // 5 after the first 3: 4 more
    expect(run(['MAGE'], 1, 3)).toEqual([5, 3]); // 6 after the first 3: no more
    expect(run(['WARRIOR'], 3, 0)).toEqual([2, 3]);
  });

  it("'cavalier-rescue': +3 life this turn, and a defending target wakes up; 2 less with a Horse", () => {
    let s = asChampion(newGame({ first: A }), A, shape(['TAMER']));
    let id: string;
    [s, id] = place(s, A, squire, { rested: true });
    expect(reservePaid(s, A, scriptedDef('cavalier-rescue'), [objectTarget(id)])).toBe(3);
    const [withHorse] = place(s, A, stallion);
    expect(reservePaid(withHorse, A, scriptedDef('cavalier-rescue'), [objectTarget(id)])).toBe(1);
    s = play(s, A, scriptedDef('cavalier-rescue'), [objectTarget(id)]);
    expect(life(s, id)).toBe(6);
    expect(s.objects[id]!.rested).toBe(true); // not defending: stays rested

    // Defending: Bob attacks Alice's rested ally; she answers (fast thanks to a test enabler).
    let d = asChampion(bobsTurn(), A, shape(['TAMER']));
    [d, id] = place(d, A, squire, { rested: true });
    [d] = place(d, A, fastEnabler);
    let attacker: string;
    [d, attacker] = place(d, B, squire);
    d = act(act(d, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target: id });
    d = act(d, B, { type: 'pass' });
    d = settle(cast(d, A, scriptedDef('cavalier-rescue'), [objectTarget(id)]));
    expect(d.objects[id]!.rested).toBe(false);
    expect(life(d, id)).toBe(6);
  });

  it("'arrow-trap': returns a target attacking ally to its owner's hand; prepared with a Ranger champion, destroys it", () => {
    const run = (classes: string[], prepare: boolean) => {
      let s = asChampion(bobsTurn(), A, shape(classes, ['WIND']));
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 1; });
      let attacker: string;
      [s, attacker] = place(s, B, squire);
      s = act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = act(s, B, { type: 'pass' });
      s = settleAll(cast(s, A, scriptedDef('arrow-trap'), [objectTarget(attacker)], prepare), false);
      const card = Object.keys(s.cards).find((c) => s.cards[c]!.def === squire.slug)!;
      return player(s, B).hand.includes(card) ? 'hand' : player(s, B).graveyard.includes(card) ? 'graveyard' : 'field';
    };
    expect(run(['RANGER'], false)).toBe('hand');
    expect(run(['RANGER'], true)).toBe('graveyard');
    expect(run(['GUARDIAN'], true)).toBe('hand');
  });

  it("'infusion-of-crescent-jade': a target Polearm weapon gets +1 power per wind non-champion object you control; floating memory (Warrior)", () => {
    let s = asChampion(newGame({ first: A }), A, shape(['WARRIOR'], ['WIND']));
    let spear: string;
    [s, spear] = place(s, A, scriptedDef('executioners-spear'));
    const base = power(s, spear)!;
    [s] = place(s, A, scriptedDef('apprentice-aeromancer'));
    [s] = place(s, A, scriptedDef('fraternal-garrison'));
    [s] = place(s, B, scriptedDef('fraternal-garrison'));
    const wind = Object.values(s.objects).filter((o) => o.controller === A && s.defs[o.def]!.elements.includes('WIND') && !s.defs[o.def]!.types.includes('CHAMPION')).length;
    s = play(s, A, scriptedDef('infusion-of-crescent-jade'), [objectTarget(spear)]);
    expect(power(s, spear)).toBe(base + wind);
    expect(wind).toBeGreaterThanOrEqual(2);
    expect(floats(scriptedDef('infusion-of-crescent-jade'), shape(['WARRIOR']))).toBe(true);
    expect(floats(scriptedDef('infusion-of-crescent-jade'), shape(['MAGE']))).toBe(false);
  });

  it("'herd-of-the-hearth': your Animal and Beast allies +1 power this turn; your Horses gain an On Attack draw-then-discard", () => {
    let s = asChampion(bobsTurn(), B, shape(['TAMER'], ['FIRE']));
    let horse: string, human: string;
    [s, horse] = place(s, B, stallion);
    [s, human] = place(s, B, squire);
    s = play(s, B, scriptedDef('herd-of-the-hearth'));
    expect([power(s, horse), power(s, human)]).toEqual([1, 1]);
    const hand = player(s, B).hand.length;
    const grave = player(s, B).graveyard.length;
    s = act(act(s, B, { type: 'attack', attacker: horse }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = settleAll(s, false);
    expect(player(s, B).hand.length).toBe(hand);
    expect(player(s, B).graveyard.length).toBe(grave + 1);
    expect(floats(scriptedDef('herd-of-the-hearth'), shape(['TAMER']))).toBe(true);
    expect(floats(scriptedDef('herd-of-the-hearth'), shape(['MAGE']))).toBe(false);
  });

  it("'bring-down-the-mighty': the target ally can't attack until your next turn; a unique one also draws you a card into memory", () => {
    let s = newGame({ first: A });
    let plain: string, unique: string;
    [s, plain] = place(s, B, squire);
    [s, unique] = place(s, B, uniqueWarrior);
    const mem = memoryOf(s);
    s = play(s, A, scriptedDef('bring-down-the-mighty'), [objectTarget(plain)]);
    expect(memoryOf(s)).toBe(mem);
    s = play(s, A, scriptedDef('bring-down-the-mighty'), [objectTarget(unique)]);
    expect(memoryOf(s)).toBe(mem + 1);
    const onBobsTurn = settle(s.turnPlayer === 0 ? s : s);
    let b = onBobsTurn;
    b = (function untilBob(t: GameState) {
      for (let i = 0; i < 200 && !(t.phase === 'main' && t.players[t.turnPlayer]!.id === B && t.stack.length === 0 && !t.pending); i++) {
        const who = t.opportunity ? t.players[t.opportunity.player]!.id : B;
        const pass = legalActions(t, who).find((a) => a.type === 'pass' || a.type === 'skipMaterialize');
        if (!pass) break;
        t = act(t, who, pass);
      }
      return t;
    })(b);
    const attackers = legalActions(b, B).flatMap((a) => (a.type === 'attack' ? [a.attacker] : []));
    expect(attackers).not.toContain(plain);
    expect(attackers).not.toContain(unique);
  });
});

describe('amb0 actions (round 2)', () => {
  it("'enrage': 2 less with 20+ damage on your champion; 4 unpreventable damage to your champion, then its next attack +1 per four damage counters", () => {
    const run = (damage: number) => {
      let s = asChampion(newGame({ first: A }), A, shape(['WARRIOR'], ['EXIA']));
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = damage; });
      const paid = reservePaid(s, A, scriptedDef('enrage'));
      s = play(s, A, scriptedDef('enrage'));
      return [paid, champion(s, A).damage, bonusOf(s, champion(s, A).id)];
    };
    expect(run(20)).toEqual([2, 24, 6]);
    expect(run(9)).toEqual([4, 13, 3]);
  });
});

describe('amb0 actions (round 3)', () => {
  it("'cyclical-breeze': returns a target wind Spell card from your graveyard to your hand; 2 less with a Cleric or Mage champion", () => {
    const breeze = scriptedDef('cyclical-breeze');
    let s = asChampion(newGame({ first: A }), A, shape(['MAGE'], ['WIND']));
    let gale: string, norm: string, wind: string, theirs: string;
    [s, gale] = addCard(withDefs(s, scriptedDef('galvanizing-gale')), A, 'galvanizing-gale', 'graveyard');
    [s, norm] = addCard(withDefs(s, scriptedDef('incantation-of-prosperity')), A, 'incantation-of-prosperity', 'graveyard');
    [s, wind] = addCard(withDefs(s, scriptedDef('apprentice-aeromancer')), A, 'apprentice-aeromancer', 'graveyard');
    [s, theirs] = addCard(s, B, 'galvanizing-gale', 'graveyard');
    let card: string;
    let t: GameState;
    [t, card] = addCard(withDefs(s, breeze), A, breeze.slug);
    t = act(t, A, { type: 'activate', card });
    const choices = legalActions(t, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'card' ? [a.target.id] : []));
    expect(choices).toEqual([gale]);
    expect([norm, wind, theirs].some((c) => choices.includes(c))).toBe(false);
    expect(reservePaid(s, A, breeze, [{ kind: 'card', id: gale }])).toBe(2);
    s = play(s, A, breeze, [{ kind: 'card', id: gale }]);
    expect(player(s, A).hand).toContain(gale);
    expect(player(s, A).graveyard).not.toContain(gale);
    let tamer = asChampion(newGame({ first: A }), A, shape(['TAMER'], ['WIND']));
    [tamer, gale] = addCard(withDefs(tamer, scriptedDef('galvanizing-gale')), A, 'galvanizing-gale', 'graveyard');
    expect(reservePaid(tamer, A, breeze, [{ kind: 'card', id: gale }])).toBe(4);
  });
});

describe('amb0 actions (round 4)', () => {
  it("'cure-the-flesh': removes all temporary damage from a target ally and draws a card into memory", () => {
    let s = newGame({ first: A });
    let id: string;
    [s, id] = place(s, A, stallion);
    s = play(s, A, zap(3), [objectTarget(id)]);
    expect(s.objects[id]!.damage).toBe(3);
    const drawn = memoryOf(s);
    const mem = player(s, A).memory.length;
    s = play(s, A, scriptedDef('cure-the-flesh'), [objectTarget(id)]);
    expect(s.objects[id]!.damage).toBe(0);
    expect(memoryOf(s) - drawn).toBe(1);
    expect(player(s, A).memory.length).toBeGreaterThan(mem);
    const choices = offered(s, scriptedDef('cure-the-flesh'));
    expect(choices).not.toContain(champion(s, A).id);
  });
});
