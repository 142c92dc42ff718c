// Cards first printed in PTM, round 2: conditional keywords, On Charge, sacrifice abilities.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, atMain, champion, newGame, passUntil, player } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, useAbility, withDefs } from '../amb/scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const queensCinderhog = scriptedDef('queens-cinderhog');
const bladedRiftseer = scriptedDef('bladed-riftseer');
const bidingCinquedea = scriptedDef('biding-cinquedea');
const mourningVeilbound = scriptedDef('mourning-veilbound');
const ordinaryHorse = scriptedDef('ordinary-horse');

const bobsTurn = () => passUntil(newGame({ first: A }), atMain(B));
const attackTargets = (s: GameState, attacker: string) =>
  legalActions(act(s, B, { type: 'attack', attacker }), B).flatMap((a) => (a.type === 'chooseAttackTarget' ? [a.target] : []));

/** An invented Specter ally: only its subtype matters. */
const specter = defineCard({ slug: 'test-specter', name: 'Test Specter', types: ['ALLY'], subtypes: ['CLERIC', 'SPECTER'], classes: ['CLERIC'], element: 'NORM', cost: reserve(2), power: 1, life: 2 }, {});

describe('PTM cards (round 2)', () => {
  it("'queens-cinderhog': stealth with an Assassin champion", () => {
    const run = (classes: string[]) => {
      let s = asChampion(bobsTurn(), A, { classes, elements: ['FIRE', 'CRUX'] });
      let hog: string, attacker: string;
      [s, hog] = place(s, A, queensCinderhog);
      [s, attacker] = place(s, B, ordinaryHorse);
      return attackTargets(s, attacker).includes(hog);
    };
    expect(run(['ASSASSIN'])).toBe(false);
    expect(run(['WARRIOR'])).toBe(true);
  });

  it("'bladed-riftseer': from level 1 it can attack units with stealth (true sight)", () => {
    const run = (level: number) => {
      let s = asChampion(bobsTurn(), B, { level });
      let seer: string, hidden: string;
      [s, seer] = place(s, B, bladedRiftseer);
      [s, hidden] = place(s, A, mourningVeilbound);
      return attackTargets(s, seer).includes(hidden);
    };
    expect(run(1)).toBe(true);
    expect(run(0)).toBe(false);
  });

  it("'biding-cinquedea': Assassin champion: at the second charge, +1 power until end of turn and a preparation counter", () => {
    const run = (classes: string[]) => {
      let s = asChampion(newGame({ first: A }), A, { classes });
      let dagger: string;
      [s, dagger] = place(s, A, bidingCinquedea);
      s = passUntil(s, (t) => t.turn === 3 && atMain(A)(t));
      const first = [s.objects[dagger]!.counters.charge ?? 0, currentStat(s, s.objects[dagger]!, 'power'), champion(s, A).counters.preparation ?? 0];
      s = passUntil(s, (t) => t.turn === 5 && atMain(A)(t));
      const second = [s.objects[dagger]!.counters.charge ?? 0, currentStat(s, s.objects[dagger]!, 'power'), champion(s, A).counters.preparation ?? 0];
      s = passUntil(s, atMain(B));
      return [first, second, currentStat(s, s.objects[dagger]!, 'power')];
    };
    expect(run(['ASSASSIN'])).toEqual([[1, 1, 0], [2, 2, 1], 1]);
    expect(run(['WARRIOR'])).toEqual([[1, 1, 0], [2, 1, 0], 1]);
  });

  it("'mourning-veilbound': stealth; sacrificing it shields up to one Specter ally from Spells for the turn", () => {
    expect(mourningVeilbound.keywords).toContain('stealth');
    let s = withDefs(newGame({ first: A }), specter);
    let veil: string, ghost: string, other: string;
    [s, veil] = place(s, A, mourningVeilbound);
    [s, ghost] = place(s, A, specter);
    [s, other] = place(s, B, ordinaryHorse);
    // Only Specter allies may be chosen.
    s = act(s, A, { type: 'activateAbility', object: veil, index: 0 });
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(offered).toContainEqual(objectTarget(ghost));
    expect(offered).not.toContainEqual(objectTarget(other));
    s = act(s, A, { type: 'cancel' });
    s = useAbility(s, A, veil, 0, [objectTarget(ghost)]);
    expect(s.objects[veil]).toBeUndefined();
    expect(player(s, A).graveyard.some((c) => s.cards[c]!.def === 'mourning-veilbound')).toBe(true);
    expect(hasKeyword(s, s.objects[ghost]!, 'spellshroud')).toBe(true);
    // A Spell can't target it this turn; a non-Spell still can.
    s = asChampion(s, A, { elements: ['WATER'] });
    let bolt: string;
    [s, bolt] = addCard(s, A, 'glacial-evocation');
    const spellTargets = legalActions(act(s, A, { type: 'activate', card: bolt }), A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : []));
    expect(spellTargets).toContainEqual(objectTarget(other));
    expect(spellTargets).not.toContainEqual(objectTarget(ghost));
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[ghost]!, 'spellshroud')).toBe(false);
  });

  it("'mourning-veilbound': the target is optional", () => {
    let s = newGame({ first: A });
    let veil: string;
    [s, veil] = place(s, A, mourningVeilbound);
    s = useAbility(s, A, veil, 0, [null]);
    expect(s.objects[veil]).toBeUndefined();
  });
});
