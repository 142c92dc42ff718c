// Zhang He, Cloak of Night: with the class bonus, as it enters, one other ally of yours (targeted) has stealth
// while Zhang He stays under your control.
import { describe, expect, it } from 'vitest';
import { cardScript, defineCard, destroy, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, addCard, newGame } from '../../engine/helpers.js';
import { asChampion, objectOf, objectTarget, place, play, playerTarget, withDefs } from '../amb/scenario.js';

const pal = defineCard({ slug: 'test-zh-pal', name: 'Pal', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 2 }, {});
const smash = defineCard({ slug: 'test-zh-smash', name: 'Smash', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  cardScript('test-zh-smash', { targets: [{ kind: 'object' }], onResolve: [destroy(target(0))] }).script);
const gift = defineCard({ slug: 'test-zh-gift', name: 'Gift', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
  cardScript('test-zh-gift', { targets: [{ kind: 'player' }, { kind: 'object' }], onResolve: [{ op: 'gainControl', subject: target(1), to: { target: 0 } }] }).script);
const game = (classes = ['ASSASSIN']): GameState => {
  let s = asChampion(newGame({ first: A }), A, { classes, elements: ['NORM', 'WATER'], level: 1 });
  for (let i = 0; i < 6; i++) [s] = addCard(s, A, 'smoke-out');
  return withDefs(s, pal, smash, gift);
};
const stealthy = (s: GameState, id: string) => hasKeyword(s, s.objects[id]!, 'stealth');

describe("'zhang-he-cloak-of-night'", () => {
  it('the target ally has stealth while Zhang He stays yours; it ends when Zhang He leaves', () => {
    let s = game();
    let p: string;
    [s, p] = place(s, A, pal);
    s = play(s, A, scriptedDef('zhang-he-cloak-of-night'), [], { triggerTargets: [objectTarget(p)] });
    expect(stealthy(s, p)).toBe(true);
    expect(stealthy(s, objectOf(s, 'zhang-he-cloak-of-night').id)).toBe(false);
    s = play(s, A, smash, [objectTarget(objectOf(s, 'zhang-he-cloak-of-night').id)]);
    expect(stealthy(s, p)).toBe(false);
  });

  it('it ends too when another player gains control of Zhang He', () => {
    let s = game();
    let p: string;
    [s, p] = place(s, A, pal);
    s = play(s, A, scriptedDef('zhang-he-cloak-of-night'), [], { triggerTargets: [objectTarget(p)] });
    s = play(s, A, gift, [playerTarget(B), objectTarget(objectOf(s, 'zhang-he-cloak-of-night').id)]);
    expect(stealthy(s, p)).toBe(false);
  });

  it('without the class bonus nothing happens', () => {
    let s = game(['WARRIOR']);
    let p: string;
    [s, p] = place(s, A, pal);
    s = play(s, A, scriptedDef('zhang-he-cloak-of-night'), [], { triggerTargets: [objectTarget(p)] });
    expect(stealthy(s, p)).toBe(false);
  });
});
