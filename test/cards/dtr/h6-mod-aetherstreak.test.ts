// Viridescent Aetherstreak: choose two of: up to one target unit becomes distant; each distant unit has its next
// 2 damage this turn prevented; load it into an Aetherwing weapon you control. Class bonus: 1 less.
import { describe, expect, it } from 'vitest';
import { cardScript, dealDamage, defineCard, reserve, target, targetUnit } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, addCard, newGame, payReserve, player } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, play, settle, withDefs } from '../amb/scenario.js';

const pup = defineCard({ slug: 'test-va-pup', name: 'Pup', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 6 }, {});
const bow = defineCard({ slug: 'test-va-bow', name: 'Wing Bow', types: ['WEAPON'], subtypes: ['AETHERWING', 'BOW'], element: 'NORM', cost: reserve(0), power: 1, durability: 3 }, {});
const zap = defineCard({ slug: 'test-va-zap', name: 'Zap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  cardScript('test-va-zap', { targets: [targetUnit()], onResolve: [dealDamage(target(0), 3)] }).script);
const game = (): GameState => {
  let s = asChampion(newGame({ first: A }), A, { classes: ['RANGER'], elements: ['NORM', 'WIND'], level: 1 });
  for (let i = 0; i < 6; i++) [s] = addCard(s, A, 'smoke-out');
  return withDefs(s, pup, bow, zap, scriptedDef('viridescent-aetherstreak'));
};
function cast(s: GameState, mode: number, targets: string[]): [GameState, string, number] {
  let card: string;
  [s, card] = addCard(s, A, 'viridescent-aetherstreak');
  const hand = player(s, A).hand.length;
  s = act(s, A, { type: 'activate', card });
  s = act(s, A, { type: 'chooseMode', mode });
  for (const t of targets) s = act(s, A, { type: 'chooseTarget', target: objectTarget(t) });
  s = payReserve(s, A);
  return [settle(s), card, hand - 1 - player(s, A).hand.length];
}

describe("'viridescent-aetherstreak'", () => {
  it('three pairs of modes; distant + prevention: the target becomes distant and the next 2 damage to it is prevented', () => {
    let s = game();
    let foe: string, near: string, card: string;
    [s, foe] = place(s, B, pup);
    [s, near] = place(s, B, pup);
    [s, card] = addCard(s, A, 'viridescent-aetherstreak');
    s = act(s, A, { type: 'activate', card });
    expect(legalActions(s, A).filter((a) => a.type === 'chooseMode').length).toBe(3);
    s = act(s, A, { type: 'cancel' });
    let paid: number;
    [s, , paid] = cast(s, 0, [foe]);
    expect(paid).toBe(2); // class bonus: 1 less
    expect(s.objects[foe]!.distant).toBe(true);
    s = play(s, A, zap, [objectTarget(foe)]);
    expect(s.objects[foe]!.damage).toBe(1);
    s = play(s, A, zap, [objectTarget(near)]);
    expect(s.objects[near]!.damage).toBe(3); // not distant: no prevention
  });

  it('prevention + load: it goes into the Aetherwing weapon', () => {
    let s = game();
    let w: string, card: string;
    [s, w] = place(s, A, bow);
    [s, card] = cast(s, 2, []);
    expect(s.objects[w]!.loaded).toContain(card);
  });
});
