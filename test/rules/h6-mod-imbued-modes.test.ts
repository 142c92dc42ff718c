// "Choose one; if imbued, choose two instead": modes are selected before the costs are paid; when paying them adds
// a mode, that mode (and its targets) is selected after the payment and the earlier choices stay
// ('rules/game-mechanics/game-mechanics-playing-cards/playing-cards-card-activation.md#general-rules', 1.4 and 1.8.2).
import { describe, expect, it } from 'vitest';
import { cardScript, dealDamage, defineCard, imbue, reserve, target } from '../../src/cards/define.js';
import { chooseOneOrTwoIfImbued, shiftTargets } from '../../src/cards/mode-pairs.js';
import type { Action, GameState } from '../../src/engine/index.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, champion, newGame, withDef } from '../engine/helpers.js';
import { objectTarget, place, settle, withDefs } from '../cards/amb/scenario.js';

const edict = defineCard({ slug: 'test-im-edict', name: 'Edict', types: ['ACTION'], element: 'FIRE', cost: reserve(2) }, cardScript('test-im-edict', {
  imbue: [imbue(2)],
  modes: chooseOneOrTwoIfImbued([
    { targets: [{ kind: 'champion', optional: true }], effects: [dealDamage(target(0), 1)] },
    { targets: [{ kind: 'ally', optional: true }], effects: [dealDamage(target(0), 4)] },
  ]),
}).script);
const ember = defineCard({ slug: 'test-im-ember', name: 'Ember', types: ['ACTION'], element: 'FIRE', cost: reserve(9) }, {});
const rock = defineCard({ slug: 'test-im-rock', name: 'Rock', types: ['ACTION'], element: 'NORM', cost: reserve(9) }, {});
const pup = defineCard({ slug: 'test-im-pup', name: 'Pup', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 9 }, {});
const modes = (s: GameState): number[] => legalActions(s, A).flatMap((a: Action) => (a.type === 'chooseMode' ? [a.mode] : []));
function game(payWith: string): GameState {
  let s = withDefs(newGame({ first: A }), edict, ember, rock, pup);
  s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, hand: [] } : p)) };
  for (let i = 0; i < 2; i++) [s] = addCard(s, A, payWith);
  return s;
}
const pay = (s: GameState): GameState => {
  while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
  return s;
};

describe('A second mode added by Imbue (playing-cards-card-activation.md#general-rules)', () => {
  it('only single modes before payment; after an imbuing payment only pairs that keep the first mode, then its new target', () => {
    let s = game('test-im-ember');
    let foe: string, card: string;
    [s, foe] = place(s, B, pup);
    [s, card] = addCard(withDef(s, edict), A, 'test-im-edict');
    s = act(s, A, { type: 'activate', card });
    expect(modes(s)).toEqual([0, 1]);
    s = act(s, A, { type: 'chooseMode', mode: 1 });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(foe) });
    s = pay(s);
    expect(modes(s)).toEqual([3]); // the pair (1 then 0)
    s = act(s, A, { type: 'chooseMode', mode: 3 });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, B).id) });
    s = settle(s);
    expect(s.objects[foe]!.damage).toBe(4);
    expect(champion(s, B).damage).toBe(1);
  });

  it('a payment that does not imbue adds nothing', () => {
    let s = game('test-im-rock');
    let card: string;
    [s, card] = addCard(s, A, 'test-im-edict');
    s = act(s, A, { type: 'activate', card });
    s = act(s, A, { type: 'chooseMode', mode: 0 });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, B).id) });
    s = pay(s);
    expect(s.pending).toBeNull();
    expect(s.stack.at(-1)?.mode).toBe(0);
  });

  it('a pair whose first mode is printed later resolves in printed order, its target references moved', () => {
    const pair = edict.modes![3]!;
    expect(pair.imbuedUpgradeOf).toBe(1);
    expect(pair.targets!.map((t) => t.kind)).toEqual(['ally', 'champion']);
    expect(pair.effects).toEqual([dealDamage(target(1), 1), dealDamage(target(0), 4)]);
    expect(shiftTargets([{ op: 'unlessPays', target: 0, amount: 2, otherwise: [{ op: 'negate', target: 0 }] }], 2))
      .toEqual([{ op: 'unlessPays', target: 2, amount: 2, otherwise: [{ op: 'negate', target: 2 }] }]);
  });
});
