// Copies (game-mechanics/game-mechanics-copy.md, glossary/game-terms.md#copy).
import { describe, expect, it } from 'vitest';
import {
  copyActivation, copyObject, dealDamage, draw, enterAsCopy, onEnter, target, targetActivation, targetAlly, targetUnit, triggered,
  putCounters, buffPower, activated, restSelf,
} from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { isLegalTarget } from '../../src/engine/play/targets.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addObject, atMain, champion, edit, newGame, passUntil, player, refuse } from '../engine/helpers.js';
import { allyDef, cast, resolveAll, spell } from './copy-helpers.js';

const bolt = spell([dealDamage(target(0), 2)], [targetUnit()]);
const echo = spell([copyActivation(0)], [targetActivation()]);
const redirectingEcho = spell([copyActivation(0, { newTargets: true })], [targetActivation()]);
const modal = spell([], [], { modes: [{ effects: [draw(1)] }, { targets: [targetUnit()], effects: [dealDamage(target(0), 3)] }] });

function start(): GameState {
  return passUntil(newGame({ first: A }), atMain(A));
}

describe('Copy: activations and abilities on the effects stack', () => {
  it('Copy (game-mechanics-copy.md#copying-abilities-card-activations-and-materializations): the copy keeps the targets, is controlled by its creator, has the copy property and is no card', () => {
    let s = start();
    const bobChamp = champion(s, B).id;
    [s] = cast(s, A, bolt, [{ kind: 'object', id: bobChamp }]);
    const original = s.stack[s.stack.length - 1]!;
    // Bob answers with a copy of Alice's activation.
    s = act(s, A, { type: 'pass' });
    [s] = cast(s, B, echo, [{ kind: 'stack', id: original.id }]);
    s = act(s, B, { type: 'pass' });
    s = act(s, A, { type: 'pass' });
    const copy = s.stack[s.stack.length - 1]!;
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ def: original.def, controller: B, copy: true, targets: original.targets, x: original.x });
    expect(copy.card).toBeUndefined();
    const graveyards = player(s, A).graveyard.length + player(s, B).graveyard.length;
    s = resolveAll(s);
    expect(champion(s, B).damage).toBe(4); // the copy and the original each dealt 2
    // Only the two real cards went to graveyards (Bob's echo already had); the copy went nowhere.
    expect(player(s, A).graveyard.length + player(s, B).graveyard.length).toBe(graveyards + 1);
  });

  it('Copy (game-mechanics-copy.md#copying-abilities-card-activations-and-materializations): a copied activation keeps its chosen mode', () => {
    let s = start();
    [s] = cast(s, A, modal, [{ kind: 'object', id: champion(s, B).id }], 1);
    const original = s.stack[s.stack.length - 1]!;
    expect(original.mode).toBe(1);
    [s] = cast(s, A, echo, [{ kind: 'stack', id: original.id }]);
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'pass' });
    expect(s.stack[s.stack.length - 1]).toMatchObject({ mode: 1, copy: true });
    s = resolveAll(s);
    expect(champion(s, B).damage).toBe(6);
  });

  it('Copy (game-mechanics-copy.md#copying-abilities-card-activations-and-materializations): new targets may be chosen when the effect allows it, and the original keeps its own', () => {
    let s = withAllies(start());
    const ally = Object.values(s.objects).find((o) => o.def === 'test-target-ally')!.id;
    const bobChamp = champion(s, B).id;
    [s] = cast(s, A, bolt, [{ kind: 'object', id: bobChamp }]);
    const original = s.stack[s.stack.length - 1]!;
    [s] = cast(s, A, redirectingEcho, [{ kind: 'stack', id: original.id }]);
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'pass' });
    expect(s.pending?.kind).toBe('copyTargets');
    const offered = legalActions(s, A);
    expect(offered).toContainEqual({ type: 'chooseTarget', target: { kind: 'object', id: ally } });
    expect(offered).toContainEqual({ type: 'chooseTarget', target: { kind: 'object', id: bobChamp } });
    expect(offered.every((a) => a.type === 'chooseTarget' || a.type === 'concede')).toBe(true);
    refuse(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } }, 'game-mechanics-copy.md');
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
    expect(s.stack.find((i) => i.id === original.id)!.targets).toEqual([{ kind: 'object', id: bobChamp }]);
    s = resolveAll(s);
    expect(s.objects[ally]).toBeUndefined(); // the copy's 2 damage killed the 1/2 ally
    expect(champion(s, B).damage).toBe(2);
  });

  it('Copy (game-mechanics-copy.md#general-rules): a copied ally activation resolves into a token copy; the original card becomes the object', () => {
    let s = start();
    const squire = allyDef('test-squire', 2, 2);
    let card: string;
    [s, card] = cast(s, A, { ...squire, speed: true });
    const original = s.stack[s.stack.length - 1]!;
    s = act(s, A, { type: 'pass' });
    [s] = cast(s, B, echo, [{ kind: 'stack', id: original.id }]);
    s = resolveAll(s);
    const squires = Object.values(s.objects).filter((o) => o.def === 'test-squire');
    expect(squires).toHaveLength(2);
    const token = squires.find((o) => o.card === null)!;
    expect(token).toMatchObject({ controller: B, owner: B, copy: true });
    expect(squires.find((o) => o.card === card)).toMatchObject({ controller: A });
  });

  it('Copy (game-mechanics-copy.md#general-rules): a negated copy ceases to exist: no card goes anywhere', () => {
    let s = start();
    [s] = cast(s, A, bolt, [{ kind: 'object', id: champion(s, B).id }]);
    const original = s.stack[s.stack.length - 1]!;
    [s] = cast(s, A, echo, [{ kind: 'stack', id: original.id }]);
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'pass' });
    const copy = s.stack[s.stack.length - 1]!;
    expect(copy.copy).toBe(true);
    const negate = spell([{ op: 'negate', target: 0 }], [targetActivation()]);
    const before = JSON.stringify([player(s, A), player(s, B)].map((p) => [p.graveyard, p.banishment, p.hand.length]));
    s = act(s, A, { type: 'pass' });
    [s] = cast(s, B, negate, [{ kind: 'stack', id: copy.id }]);
    s = act(s, B, { type: 'pass' });
    s = act(s, A, { type: 'pass' });
    expect(s.stack.some((i) => i.id === copy.id)).toBe(false);
    const negateCard = player(s, B).graveyard[player(s, B).graveyard.length - 1];
    const after = JSON.stringify([player(s, A), player(s, B)].map((p) => [p.graveyard.filter((c) => c !== negateCard), p.banishment, p.hand.length]));
    expect(after).toBe(before);
  });
});

function withAllies(s: GameState): GameState {
  let t = edit(s, (x) => { x.defs['test-target-ally'] = allyDef('test-target-ally', 1, 2); });
  [t] = addObject(t, B, 'test-target-ally');
  return t;
}

describe('Copy: objects', () => {
  it('Copy (game-mechanics-copy.md#copying-objects): a token copy gets the printed characteristics only: no counters, damage, rested state or effects', () => {
    let s = start();
    const herald = allyDef('test-herald', 3, 4, { abilities: [triggered(onEnter(), [draw(1)])] });
    s = edit(s, (t) => { t.defs['test-herald'] = herald; });
    let orig: string;
    [s, orig] = addObject(s, B, 'test-herald', { rested: true, damage: 1, counters: { buff: 2 } });
    [s] = cast(s, A, spell([buffPower(target(0), 3)], [targetAlly()]), [{ kind: 'object', id: orig }]);
    s = resolveAll(s);
    const hand = player(s, A).hand.length;
    [s] = cast(s, A, spell([copyObject(target(0))], [targetAlly()]), [{ kind: 'object', id: orig }]);
    s = resolveAll(s);
    const copy = Object.values(s.objects).find((o) => o.def === 'test-herald' && o.id !== orig)!;
    expect(copy).toMatchObject({ card: null, controller: A, owner: A, copy: true, rested: false, damage: 0, counters: {} });
    expect(s.effects.some((e) => e.object === copy.id)).toBe(false);
    // It entered the field: the copied On Enter ability triggered for its controller.
    expect(player(s, A).hand.length).toBe(hand + 1); // the spell came and went; the one card drawn is the copy's On Enter
  });

  it('Copy (game-mechanics-copy.md#copying-objects): later changes to the original do not change the copy, and a copy of a copy copies the same characteristics', () => {
    let s = start();
    s = edit(s, (t) => { t.defs['test-plain'] = allyDef('test-plain', 2, 2); });
    let orig: string;
    [s, orig] = addObject(s, B, 'test-plain');
    [s] = cast(s, A, spell([copyObject(target(0))], [targetAlly()]), [{ kind: 'object', id: orig }]);
    s = resolveAll(s);
    const first = Object.values(s.objects).find((o) => o.def === 'test-plain' && o.id !== orig)!;
    [s] = cast(s, A, spell([putCounters(target(0), 'buff', 2)], [targetAlly()]), [{ kind: 'object', id: orig }]);
    s = resolveAll(s);
    expect(s.objects[first.id]!.counters.buff).toBeUndefined();
    [s] = cast(s, A, spell([copyObject(target(0))], [targetAlly()]), [{ kind: 'object', id: first.id }]);
    s = resolveAll(s);
    const second = Object.values(s.objects).filter((o) => o.def === 'test-plain');
    expect(second).toHaveLength(3);
    expect(second.filter((o) => o.card === null)).toHaveLength(2);
  });

  it('Copy (game-mechanics-copy.md#static-copying): a card enters as a copy of a chosen object; its On Enter triggers; it stays a card, not a token', () => {
    let s = start();
    const herald = allyDef('test-herald-2', 3, 4, { abilities: [triggered(onEnter(), [draw(1)])] });
    const mimic = allyDef('test-mimic', 0, 1, { speed: true, entersAsCopy: enterAsCopy(targetAlly(), true) });
    s = edit(s, (t) => { t.defs['test-herald-2'] = herald; t.defs['test-plain-2'] = allyDef('test-plain-2', 1, 1); });
    let h: string, p: string;
    [s, h] = addObject(s, B, 'test-herald-2');
    [s, p] = addObject(s, A, 'test-plain-2');
    let card: string;
    [s, card] = cast(s, A, mimic);
    s = act(s, A, { type: 'pass' });
    s = act(s, B, { type: 'pass' });
    expect(s.pending?.kind).toBe('enterAsCopy');
    expect(legalActions(s, A)).toEqual(expect.arrayContaining([
      { type: 'chooseCopy', object: h }, { type: 'chooseCopy', object: p }, { type: 'chooseCopy', object: null },
    ]));
    expect(legalActions(s, A).every((a) => a.type === 'chooseCopy' || a.type === 'concede')).toBe(true);
    refuse(s, A, { type: 'chooseCopy', object: champion(s, B).id }, 'game-mechanics-copy.md#static-copying');
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'chooseCopy', object: h });
    const entered = Object.values(s.objects).find((o) => o.card === card)!;
    expect(entered).toMatchObject({ def: 'test-herald-2', controller: A, copy: true });
    s = resolveAll(s);
    expect(player(s, A).hand.length).toBe(hand + 1);
    // When it leaves, its own card (the mimic) goes to the graveyard.
    [s] = cast(s, A, spell([{ op: 'destroy', subject: target(0) }], [targetAlly()]), [{ kind: 'object', id: entered.id }]);
    s = resolveAll(s);
    expect(player(s, A).graveyard).toContain(card);
    expect(s.cards[card]!.def).toBe('test-mimic');
  });

  it('Copy (game-mechanics-copy.md#static-copying): with nothing to copy, the card enters as itself', () => {
    let s = start();
    const mimic = allyDef('test-mimic-2', 0, 1, { speed: true, entersAsCopy: enterAsCopy({ kind: 'ally', controller: 'opponent' }) });
    let card: string;
    [s, card] = cast(s, A, mimic);
    s = resolveAll(s);
    expect(s.pending).toBeNull();
    expect(Object.values(s.objects).find((o) => o.card === card)).toMatchObject({ def: 'test-mimic-2' });
    expect(Object.values(s.objects).find((o) => o.card === card)!.copy).toBeUndefined();
  });
});

describe('Copy: abilities', () => {
  it('Copy (game-mechanics-copy.md#general-rules): a copied ability has the same source and is still an ability; the copy is controlled by its creator', () => {
    let s = start();
    const pinger = allyDef('test-pinger', 1, 3, { abilities: [activated([restSelf()], [dealDamage(target(0), 1)], { targets: [targetUnit()] })] });
    s = edit(s, (t) => { t.defs['test-pinger'] = pinger; });
    let p: string;
    [s, p] = addObject(s, A, 'test-pinger');
    const bobChamp = champion(s, B).id;
    s = act(s, A, { type: 'activateAbility', object: p, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: bobChamp } });
    const ability = s.stack[s.stack.length - 1]!;
    expect(ability.kind).toBe('ability');
    // An ordinary activation target does not reach abilities; one that allows abilities does.
    expect(isLegalTarget(s, B, targetActivation(), { kind: 'stack', id: ability.id })).toBe(false);
    expect(isLegalTarget(s, B, targetActivation({ abilities: true }), { kind: 'stack', id: ability.id })).toBe(true);
    s = act(s, A, { type: 'pass' });
    [s] = cast(s, B, spell([copyActivation(0)], [targetActivation({ abilities: true })]), [{ kind: 'stack', id: ability.id }]);
    s = act(s, B, { type: 'pass' });
    s = act(s, A, { type: 'pass' });
    const copy = s.stack[s.stack.length - 1]!;
    expect(copy).toMatchObject({ kind: 'ability', source: p, abilityIndex: 0, controller: B, copy: true, targets: ability.targets });
    s = resolveAll(s);
    expect(champion(s, B).damage).toBe(2);
  });
});
