// Damage prevention (game-mechanics/game-mechanics-damage-prevention.md#general-rules): a prevention in force
// for each distant unit of a player, half of the damage rounded up, and an attack whose combat damage can't be
// prevented; and a ban on paying costs with a champion's counters (game-mechanics/game-mechanics-counters.md#general-rules).
// Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../src/cards/define.js';
import type { Ability, CardDef, Effect } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const item = (slug: string, abilities: Ability[]): CardDef => defineCard({ slug, name: slug, types: ['ITEM'], element: 'NORM', cost: memory(0) }, { abilities });
const unit = (slug: string, element: 'NORM' | 'CRUX'): CardDef => defineCard({ slug, name: slug, types: ['ALLY'], element, cost: reserve(1), power: 1, life: 9 }, {});
const spell = (slug: string, effects: Effect[], targets = false): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: effects, ...(targets ? { targets: [{ kind: 'unit' }] } : {}) });
const zap = (n: number) => spell(`test-zap-${n}`, [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: n }], true);

function cast(s: GameState, d: CardDef, target?: string): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, d), A, d.slug);
  s = act(s, A, { type: 'activate', card: c });
  if (target) s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: target } });
  return passUntil(payReserve(s, A), (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
}

describe('Preventions (game-mechanics/game-mechanics-damage-prevention.md#general-rules)', () => {
  it('"this turn, prevent 3 of the damage dealt to each distant unit you control": units distant when the damage comes, each time', () => {
    let s = newGame({ first: A });
    let near: string, far: string, theirs: string;
    [s, near] = addObject(withDef(s, unit('test-unit', 'NORM')), A, 'test-unit');
    [s, far] = addObject(s, A, 'test-unit');
    [s, theirs] = addObject(s, B, 'test-unit', { distant: true });
    s = cast(s, spell('test-flash', [{ op: 'preventDamage', subject: { ref: 'yourChampion' }, prevention: { kind: 'each', amount: 3, yourDistantUnits: true, duration: 'untilEndOfTurn' } }]));
    s = edit(s, (t) => { t.objects[far]!.distant = true; }); // distant after the effect was made: still protected
    for (const id of [near, far, far, theirs]) s = cast(s, zap(4), id);
    expect(s.objects[near]!.damage).toBe(4);
    expect(s.objects[far]!.damage).toBe(2);
    expect(s.objects[theirs]!.damage).toBe(4);
    s = passUntil(s, atMain(B));
    expect(s.preventions ?? []).toHaveLength(0);
  });

  it('a static "prevent half of that damage, rounded up" for other units of an element you control', () => {
    const half: Ability = { kind: 'static', effect: { kind: 'preventDamage', affects: 'otherUnitsYouControl', element: 'CRUX', amount: 'halfUp' } };
    let s = newGame({ first: A });
    let src: string, crux: string, norm: string;
    [s, src] = addObject(withDef(s, defineCard({ slug: 'test-halver', name: 'test-halver', types: ['ALLY'], element: 'CRUX', cost: reserve(1), power: 1, life: 9 }, { abilities: [half] })), A, 'test-halver');
    [s, crux] = addObject(withDef(s, unit('test-crux', 'CRUX')), A, 'test-crux');
    [s, norm] = addObject(withDef(s, unit('test-norm', 'NORM')), A, 'test-norm');
    s = cast(cast(cast(s, zap(5), crux), zap(5), norm), zap(5), src);
    expect(s.objects[crux]!.damage).toBe(2); // 3 of 5 prevented
    expect(s.objects[norm]!.damage).toBe(5);
    expect(s.objects[src]!.damage).toBe(5);
  });

  it('an attack that gained "its combat damage is unpreventable": a prevention on the defender does nothing to it', () => {
    const gun = defineCard({ slug: 'test-sword', name: 'test-sword', types: ['WEAPON'], element: 'NORM', cost: memory(0), power: 3, durability: 3 }, {
      abilities: [{ kind: 'triggered', trigger: { on: 'attack' }, effects: [{ op: 'attackUnpreventable' }] }],
    });
    let s = withDef(passUntil(newGame({ first: A }), atMain(B)), gun);
    let w: string;
    [s, w] = addObject(s, B, gun.slug);
    s = edit(s, (t) => {
      t.objects[player(t, A).champion!]!.rested = false;
      t.preventions = [{ id: 'p-x', objects: [player(t, A).champion!], controller: A, def: 'test', kind: 'shield', amount: 5, duration: 'untilEndOfTurn', timestamp: 0 }];
    });
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon: w });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(champion(s, A).damage).toBe(3);
  });
});

describe('Costs paid with a champion\'s counters (game-mechanics/game-mechanics-counters.md#general-rules)', () => {
  it('"you can\'t remove enlighten counters from your champion to pay for costs" forbids such costs, and only for its controller', () => {
    let s = edit(newGame({ first: A }), (t) => { t.objects[player(t, A).champion!]!.counters.enlighten = 3; });
    const champ = champion(s, A).id;
    const draw = legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === champ)!;
    expect(draw).toBeDefined();
    let ban: string;
    [s, ban] = addObject(withDef(s, item('test-ban', [{ kind: 'static', effect: { kind: 'cantPayWithChampionCounters', counter: 'enlighten' } }])), A, 'test-ban');
    refuse(s, A, draw, 'game-mechanics-counters.md');
    // Under Bob's control it does not bind Alice.
    s = edit(s, (t) => { t.objects[ban]!.controller = B; });
    expect(legalActions(s, A)).toContainEqual(draw);
  });
});
