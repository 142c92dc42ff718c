// h6-d2: RDO cards of the combat-and-counters family.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { legalActions } from '../../../src/engine/index.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, edit, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { place } from '../amb/scenario.js';
import { aliceAs, drive, floatsFor } from '../amb/amb1-support.js';
import { powerOf } from './h6-d2-support.js';

const def = scriptedDef;
const ally = (p: number) => defineCard({ slug: `h6-d2-rdo-ally-${p}`, name: `Ally ${p}`, types: ['ALLY'], element: 'NORM', cost: reserve(1), power: p, life: 3 }, {});

describe('h6-d2 RDO', () => {
  it("'shaded-doppelganger': stealth; +X power, X the highest base power among your other allies (counters don't count, opponents' allies neither)", () => {
    let s = aliceAs({});
    let d: string;
    [s, d] = place(s, A, def('shaded-doppelganger'));
    expect(hasKeyword(s, s.objects[d]!, 'stealth')).toBe(true);
    expect(powerOf(s, d)).toBe(1);
    [s] = place(s, B, ally(5));
    expect(powerOf(s, d)).toBe(1);
    [s] = place(s, A, ally(2), { counters: { buff: 3 } });
    expect(powerOf(s, d)).toBe(3);
    [s] = place(s, A, ally(3));
    expect(powerOf(s, d)).toBe(4);
  });
});

const declare = (x: number) => (t: GameState, legal: Action[]) => (t.pending?.kind === 'cardPick' ? legal.find((a) => a.type === 'declareX' && a.x === x) : undefined);

describe('h6-d2 RDO removing up to N counters', () => {
  it("'glacier-remnants': at your recollection, remove up to two durability counters from it, then recover that many; floating memory", () => {
    expect(floatsFor(aliceAs({}), A, def('glacier-remnants'))).toBe(true);
    const run = (x: number) => {
      let s = aliceAs({ classes: ['GUARDIAN'] });
      let g: string;
      [s, g] = place(s, A, def('glacier-remnants'), { counters: { durability: 6 } });
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
      s = passUntil(s, atMain(B));
      s = passUntil(s, (t) => t.pending?.kind === 'cardPick' || atMain(A)(t));
      expect(legalActions(s, A).filter((a) => a.type === 'declareX').map((a) => (a as { x: number }).x)).toEqual([0, 1, 2]);
      s = drive(s, declare(x));
      return { durability: s.objects[g]!.counters.durability, damage: champion(s, A).damage };
    };
    expect(run(2)).toEqual({ durability: 4, damage: 3 });
    expect(run(1)).toEqual({ durability: 5, damage: 4 });
    expect(run(0)).toEqual({ durability: 6, damage: 5 });
  });

  it("'fulminating-storm': remove up to nine enlighten counters from your champion; X damage to each opposing champion; a Mage draws one per three removed", () => {
    const run = (classes: string[], have: number, x: number) => {
      let s = aliceAs({ classes, elements: ['ARCANE'] });
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.enlighten = have; });
      let c: string;
      [s, c] = addCard(withDef(s, def('fulminating-storm')), A, 'fulminating-storm');
      s = payReserve(act(s, A, { type: 'activate', card: c }), A);
      const hand = player(s, A).hand.length;
      s = passUntil(s, (t) => t.pending?.kind === 'cardPick');
      const max = Math.max(...legalActions(s, A).filter((a) => a.type === 'declareX').map((a) => (a as { x: number }).x));
      s = drive(s, declare(x));
      return { max, left: champion(s, A).counters.enlighten ?? 0, damage: champion(s, B).damage, drew: player(s, A).hand.length - hand };
    };
    expect(run(['MAGE'], 12, 7)).toEqual({ max: 9, left: 5, damage: 7, drew: 2 });
    expect(run(['MAGE'], 4, 4)).toEqual({ max: 4, left: 0, damage: 4, drew: 1 });
    expect(run(['CLERIC'], 6, 6)).toEqual({ max: 6, left: 0, damage: 6, drew: 0 });
  });
});
