// Cards first printed in HVN, round 2: optional targets, granted keywords, Damage N+ restrictions.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, refuse } from '../../engine/helpers.js';
import { activate, asChampion, objectOf, objectTarget, place, play, settle, withDefs } from '../amb/scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const sageProtection = scriptedDef('sage-protection');
const poisedBowman = scriptedDef('poised-bowman');
const bloodshroudTemper = scriptedDef('bloodshroud-temper');
const ordinaryHorse = scriptedDef('ordinary-horse');

const life = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life');

describe('HVN cards (round 2)', () => {
  it("'sage-protection': up to three allies get +1 life; a Mage champion gets an enlighten counter", () => {
    const run = (classes: string[], chosen: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes, elements: ['WIND'] });
      const allies: string[] = [];
      for (let i = 0; i < 3; i++) {
        let id: string;
        [s, id] = place(s, i === 2 ? B : A, ordinaryHorse);
        allies.push(id);
      }
      const targets = [0, 1, 2].map((i) => (i < chosen ? objectTarget(allies[i]!) : null));
      s = play(s, A, sageProtection, targets);
      return [...allies.map((id) => life(s, id)), champion(s, A).counters.enlighten ?? 0];
    };
    expect(run(['MAGE'], 3)).toEqual([4, 4, 4, 1]);
    expect(run(['MAGE'], 1)).toEqual([4, 3, 3, 1]);
    expect(run(['CLERIC'], 2)).toEqual([4, 4, 3, 0]);
    expect(run(['MAGE'], 0)).toEqual([3, 3, 3, 1]);
  });

  it("'sage-protection': the same ally can't be chosen twice", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: ['WIND'] });
    let horse: string, card: string;
    [s, horse] = place(s, A, ordinaryHorse);
    [s, card] = addCard(withDefs(s, sageProtection), A, 'sage-protection');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(horse) });
    expect(legalActions(s, A)).not.toContainEqual({ type: 'chooseTarget', target: objectTarget(horse) });
  });

  it("'poised-bowman': ranged 3; on entering it has vigor for that turn only", () => {
    expect(poisedBowman.keywordValues).toEqual({ ranged: 3 });
    let s = play(asChampion(newGame({ first: A }), A, { elements: ['WIND'] }), A, poisedBowman);
    const bowman = objectOf(s, 'poised-bowman').id;
    expect(hasKeyword(s, s.objects[bowman]!, 'vigor')).toBe(true);
    s = edit(s, (t) => { t.objects[bowman]!.rested = true; });
    s = passUntil(s, atMain(B));
    expect(s.objects[bowman]!.rested).toBe(false); // woke up at the end phase of the turn it entered
    expect(hasKeyword(s, s.objects[bowman]!, 'vigor')).toBe(false);
    s = passUntil(s, atMain(A));
    s = edit(s, (t) => { t.objects[bowman]!.rested = true; });
    s = passUntil(s, atMain(B));
    expect(s.objects[bowman]!.rested).toBe(true); // no vigor any more
  });

  it("'bloodshroud-temper': the weapon gains omnishroud until end of turn; with 20+ damage, two durability counters", () => {
    const run = (damage: number) => {
      let s = asChampion(newGame({ first: A }), A, { elements: ['EXIA'] });
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = damage; });
      let sword: string;
      [s, sword] = addObject(s, A, 'training-sword');
      const durability = s.objects[sword]!.counters.durability ?? 0;
      s = settle(activate(s, A, bloodshroudTemper, [objectTarget(sword)])[0]);
      const gained = (s.objects[sword]!.counters.durability ?? 0) - durability;
      const shrouded = hasKeyword(s, s.objects[sword]!, 'omnishroud');
      s = passUntil(s, atMain(B));
      return [gained, shrouded, hasKeyword(s, s.objects[sword]!, 'omnishroud')];
    };
    expect(run(20)).toEqual([2, true, false]);
    expect(run(19)).toEqual([0, true, false]);
  });

  it("'bloodshroud-temper': once it has omnishroud the weapon can't be targeted", () => {
    let s = asChampion(newGame({ first: A }), A, { elements: ['EXIA'] });
    let sword: string;
    [s, sword] = addObject(s, A, 'training-sword');
    s = settle(activate(s, A, bloodshroudTemper, [objectTarget(sword)])[0]);
    let card: string;
    [s, card] = addCard(s, A, 'bloodshroud-temper');
    // The only weapon on the field has omnishroud: there is no legal target.
    expect(refuse(s, A, { type: 'activate', card }).message).toMatch(/no legal target/);
  });
});
