// Chance, Seven of Spades: its Cardistry makes it gain a static ability for the other Suited allies its
// controller controls (+1 power and vigor); level 1+ makes the card 3 cheaper.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, newGame, player, withDef } from '../../engine/helpers.js';
import { asChampion, place, settle } from '../amb/scenario.js';

const game = (level = 0): GameState => {
  let s = asChampion(newGame({ first: A }), A, { classes: ['WARRIOR'], elements: ['NORM'], level });
  for (let i = 0; i < 9; i++) [s] = addCard(s, A, 'smoke-out');
  return s;
};
const suitedAlly = (slug: string, cost: number) => defineCard({ slug, name: slug, types: ['ALLY'], subtypes: ['SUITED'], element: 'NORM', cost: reserve(cost), power: 1, life: 3 }, {});
const plainAlly = defineCard({ slug: 'test-plain-ally', name: 'Plain', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
const power = (s: GameState, id: string): number => currentStat(s, s.objects[id]!, 'power') ?? -1;

function cardistry(s: GameState, id: string): [GameState, number] {
  const before = player(s, A).hand.length;
  s = act(s, A, { type: 'activateAbility', object: id, index: 1 });
  while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
  return [settle(s), before - player(s, A).hand.length];
}

describe("'chance-seven-of-spades'", () => {
  it('Cardistry: other Suited allies you control get +1 power and vigor, also ones entering later; not Chance, not others', () => {
    let s = game();
    let chance: string, two: string, plain: string, foe: string, later: string;
    [s, chance] = place(s, A, scriptedDef('chance-seven-of-spades'));
    [s, two] = place(s, A, suitedAlly('test-suited-two', 2));
    [s, plain] = place(s, A, plainAlly);
    [s, foe] = place(s, B, suitedAlly('test-suited-foe', 4));
    let paid: number;
    [s, paid] = cardistry(s, chance);
    expect(paid).toBe(5); // 7, less 1 for each of the reserve costs 7 and 2 among Alice's Suited objects
    expect(power(s, two)).toBe(2);
    expect(hasKeyword(s, s.objects[two]!, 'vigor')).toBe(true);
    expect(power(s, chance)).toBe(3);
    expect(hasKeyword(s, s.objects[chance]!, 'vigor')).toBe(false);
    expect(power(s, plain)).toBe(1);
    expect(hasKeyword(s, s.objects[plain]!, 'vigor')).toBe(false);
    expect(power(s, foe)).toBe(1);
    expect(hasKeyword(s, s.objects[foe]!, 'vigor')).toBe(false);
    [s, later] = place(s, A, suitedAlly('test-suited-three', 3));
    expect(power(s, later)).toBe(2);
    expect(hasKeyword(s, s.objects[later]!, 'vigor')).toBe(true);
    // only once per card instance (ruling: each copy has its own)
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === chance && a.index === 1)).toBe(false);
    let second: string;
    [s, second] = place(s, A, scriptedDef('chance-seven-of-spades'));
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === second && a.index === 1)).toBe(true);
  });

  it('costs 3 less to activate once the champion is level 1 or higher', () => {
    for (const [level, cost] of [[0, 7], [1, 4]] as const) {
      let s = withDef(game(level), scriptedDef('chance-seven-of-spades'));
      let card: string;
      [s, card] = addCard(s, A, 'chance-seven-of-spades');
      const before = player(s, A).hand.length;
      s = act(s, A, { type: 'activate', card });
      while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
      expect(before - 1 - player(s, A).hand.length).toBe(cost);
    }
  });
});
