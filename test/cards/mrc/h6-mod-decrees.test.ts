// The MRC Decrees: choose one mode as the card is activated; once paying the reserve cost imbues it (Imbue 3), a
// second, different mode and its targets are chosen after the payment (play/imbued-modes.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, champion, newGame, player } from '../../engine/helpers.js';
import { asChampion, objectTarget, place, settle, withDefs } from '../amb/scenario.js';

const filler = (element: 'FIRE' | 'WIND' | 'WATER' | 'NORM') => defineCard({ slug: `test-dc-${element.toLowerCase()}`, name: `Filler ${element}`, types: ['ACTION'], element, cost: reserve(9) }, {});
const pup = defineCard({ slug: 'test-dc-pup', name: 'Pup', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 5 }, {});
const bloom = defineCard({ slug: 'test-dc-bloom', name: 'Bloom', types: ['PHANTASIA'], element: 'NORM', cost: reserve(0) }, {});

function game(decree: string, payWith: 'FIRE' | 'WIND' | 'WATER' | 'NORM'): GameState {
  let s = asChampion(newGame({ first: A }), A, { classes: ['CLERIC'], elements: ['NORM', 'FIRE', 'WIND', 'WATER'], level: 1 });
  s = withDefs(s, filler(payWith), pup, bloom, scriptedDef(decree));
  s = { ...s, players: s.players.map((p) => (p.id === A ? { ...p, hand: [] } : p)) };
  for (let i = 0; i < 3; i++) [s] = addCard(s, A, `test-dc-${payWith.toLowerCase()}`);
  return s;
}
const modes = (s: GameState): number[] => legalActions(s, A).flatMap((a: Action) => (a.type === 'chooseMode' ? [a.mode] : []));
function pay(s: GameState): GameState {
  while (s.pending?.kind === 'activation' && s.pending.draft.stage === 'reserve') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
  return s;
}
const stage = (s: GameState) => (s.pending?.kind === 'activation' ? s.pending.draft.stage : null);
function start(s: GameState, slug: string): GameState {
  let card: string;
  [s, card] = addCard(s, A, slug);
  return act(s, A, { type: 'activate', card });
}
const def = (s: GameState, slug: string): CardDef => s.defs[slug]!;

describe("'vermilion-decree'", () => {
  it('not imbued: one mode only (3 damage to up to one target champion)', () => {
    let s = start(game('vermilion-decree', 'NORM'), 'vermilion-decree');
    expect(modes(s)).toEqual([0, 1, 2]);
    s = act(s, A, { type: 'chooseMode', mode: 0 });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, B).id) });
    s = pay(s);
    expect(stage(s)).toBeNull();
    s = settle(s);
    expect(champion(s, B).damage).toBe(3);
  });

  it('imbued: after paying, a second mode extending the first; its targets are added, the first ones kept; printed order', () => {
    let s = game('vermilion-decree', 'FIRE');
    let foe: string;
    [s, foe] = place(s, B, pup);
    s = start(s, 'vermilion-decree');
    s = act(s, A, { type: 'chooseMode', mode: 1 });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(foe) });
    s = pay(s);
    expect(stage(s)).toBe('mode');
    const second = modes(s);
    expect(second.map((m) => def(s, 'vermilion-decree').modes![m]!.imbuedUpgradeOf)).toEqual([1, 1]);
    const both = second.find((m) => def(s, 'vermilion-decree').modes![m]!.targets?.length === 2)!;
    s = act(s, A, { type: 'chooseMode', mode: both });
    expect(stage(s)).toBe('targets');
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, B).id) });
    expect(s.stack.at(-1)?.targets).toEqual([objectTarget(foe), objectTarget(champion(s, B).id)]);
    s = settle(s);
    expect(s.objects[foe]!.damage).toBe(2);
    expect(champion(s, B).damage).toBe(3);
  });

  it('imbued with the draw mode first: each player draws, and the damage mode can be added', () => {
    let s = start(game('vermilion-decree', 'FIRE'), 'vermilion-decree');
    s = act(s, A, { type: 'chooseMode', mode: 2 });
    s = pay(s);
    const added = modes(s).find((m) => def(s, 'vermilion-decree').modes![m]!.targets?.[0]?.kind === 'champion')!;
    s = act(s, A, { type: 'chooseMode', mode: added });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, B).id) });
    const hands = [player(s, A).hand.length, player(s, B).hand.length];
    s = settle(s);
    expect(champion(s, B).damage).toBe(3);
    expect([player(s, A).hand.length, player(s, B).hand.length]).toEqual([hands[0]! + 1, hands[1]! + 1]);
  });
});

describe("'verdigris-decree'", () => {
  it('imbued (wind): +2 power to one ally and destroy a phantasia', () => {
    let s = game('verdigris-decree', 'WIND');
    let mine: string, flower: string;
    [s, mine] = place(s, A, pup);
    [s, flower] = place(s, B, bloom);
    s = start(s, 'verdigris-decree');
    s = act(s, A, { type: 'chooseMode', mode: 2 });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(flower) });
    s = pay(s);
    const add = modes(s).find((m) => def(s, 'verdigris-decree').modes![m]!.effects.some((e) => e.op === 'modifyStat'))!;
    s = act(s, A, { type: 'chooseMode', mode: add });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(mine) });
    s = settle(s);
    expect(s.objects[flower]).toBeUndefined();
    expect(currentStat(s, s.objects[mine]!, 'power')).toBe(3);
  });

  it('not imbued: suppress only', () => {
    let s = game('verdigris-decree', 'NORM');
    let foe: string;
    [s, foe] = place(s, B, pup);
    s = start(s, 'verdigris-decree');
    s = act(s, A, { type: 'chooseMode', mode: 0 });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(foe) });
    s = settle(pay(s));
    expect(s.objects[foe]).toBeUndefined(); // suppressed: banished until its owner's next turn
  });
});

describe("'cerulean-decree'", () => {
  it('imbued (water): the draw mode plus -3 power to a unit\'s attacks', () => {
    let s = game('cerulean-decree', 'WATER');
    let foe: string;
    [s, foe] = place(s, B, pup);
    s = start(s, 'cerulean-decree');
    s = act(s, A, { type: 'chooseMode', mode: 2 });
    s = pay(s);
    const add = modes(s).find((m) => def(s, 'cerulean-decree').modes![m]!.targets?.[0]?.kind === 'unit')!;
    s = act(s, A, { type: 'chooseMode', mode: add });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(foe) });
    const memory = player(s, A).memory.length;
    s = settle(s);
    expect(player(s, A).memory.length).toBe(memory + 1);
    expect(s.attackBonuses?.some((b) => b.amount === -3)).toBe(true);
  });
});
