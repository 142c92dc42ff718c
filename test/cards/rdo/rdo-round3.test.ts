// Cards first printed in RDO, round 3: a Damage 25+ Vigor.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, atMain, champion, edit, newGame, passUntil } from '../../engine/helpers.js';
import { asChampion, objectOf, place, play } from '../amb/scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const plasmaVanguard = scriptedDef('plasma-vanguard');

const withDamage = (s: GameState, damage: number) => edit(s, (t) => { t.objects[champion(t, A).id]!.damage = damage; });

describe('RDO cards (round 3)', () => {
  it("'plasma-vanguard': intercept; vigor once your champion has 25+ damage", () => {
    const run = (damage: number) => {
      let s = withDamage(asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: ['EXIA'] }), damage);
      let id: string;
      [s, id] = place(s, A, plasmaVanguard, { rested: true });
      const keywords = [hasKeyword(s, s.objects[id]!, 'intercept'), hasKeyword(s, s.objects[id]!, 'vigor')];
      s = passUntil(s, atMain('bob'));
      return [...keywords, !s.objects[id]!.rested];
    };
    expect(run(25)).toEqual([true, true, true]);
    expect(run(24)).toEqual([true, false, false]);
  });

  it("'plasma-vanguard': with a Warrior champion carrying ten or less damage, On Enter puts three buff counters on it", () => {
    const run = (classes: string[], damage: number) => {
      let s = withDamage(asChampion(newGame({ first: A }), A, { classes, elements: ['EXIA'] }), damage);
      s = play(s, A, plasmaVanguard);
      const v = objectOf(s, 'plasma-vanguard');
      return [v.counters.buff ?? 0, currentStat(s, v, 'power')];
    };
    expect(run(['WARRIOR'], 10)).toEqual([3, 5]);
    expect(run(['WARRIOR'], 0)).toEqual([3, 5]);
    expect(run(['WARRIOR'], 11)).toEqual([0, 2]);
    expect(run(['GUARDIAN'], 0)).toEqual([0, 2]);
  });
});
