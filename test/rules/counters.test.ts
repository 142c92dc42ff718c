// Counters of every kind (game-mechanics/game-mechanics-counters.md).
import { describe, expect, it } from 'vitest';
import { banishAsOmen, dealDamage, defineCard, draw, ifThen, omens, putCounters, recover, reserve, target, targetAlly, yourChampion } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';

const ally = (slug: string, power: number, life: number, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power, life }, {}), ...extra });
const action = (slug: string, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {}), ...extra });
const item = (slug: string): CardDef => defineCard({ slug, name: slug, types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {});

function play(s: GameState, who: string, slug: string, targets: { kind: 'object' | 'card'; id: string }[] = []): GameState {
  let card: string;
  [s, card] = addCard(s, who, slug);
  s = act(s, who, { type: 'activate', card });
  for (const t of targets) s = act(s, who, { type: 'chooseTarget', target: t });
  return passUntil(s, (t) => t.stack.length === 0 && !t.pending && atMain(who)(t));
}

const stat = (s: GameState, id: string, k: 'power' | 'life') => {
  const o = s.objects[id]!;
  return (s.defs[o.def]![k] ?? 0) + (o.counters.buff ?? 0) - (o.counters.debuff ?? 0);
};

describe('Counters (game-mechanics/game-mechanics-counters.md)', () => {
  it('Counters (#general-rules): counters stay while the card stays in its zone and are lost when it changes zones', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), ally('test-guard', 1, 2));
    let u: string;
    [s, u] = addObject(s, A, 'test-guard', { counters: { buff: 2 } });
    const card = s.objects[u]!.card!;
    s = passUntil(s, atMain(B));
    expect(s.objects[u]!.counters.buff).toBe(2);
    s = edit(s, (t) => { // back to hand, then onto the field again as a new object
      t.field = t.field.filter((f) => f !== u);
      const { [u]: _gone, ...rest } = t.objects;
      t.objects = rest;
      player(t, A).hand = [...player(t, A).hand, card];
    });
    s = passUntil(s, atMain(A));
    s = act(s, A, { type: 'activate', card });
    s = passUntil(s, (t) => t.stack.length === 0 && atMain(A)(t));
    const again = Object.values(s.objects).find((o) => o.card === card)!;
    expect(again.id).not.toBe(u);
    expect(again.counters.buff ?? 0).toBe(0);
  });

  it('Buff (#buff) and Debuff (#debuff): +1/+1 and -1/-1 each; placed together they remove each other one for one', () => {
    let s = withDef(withDef(withDef(passUntil(newGame(), atMain(A)), ally('test-guard', 2, 3)),
      action('test-boon', { targets: [targetAlly()], onResolve: [putCounters(target(0), 'buff', 2)] })),
    action('test-bane', { targets: [targetAlly()], onResolve: [putCounters(target(0), 'debuff', 3)] }));
    let u: string;
    [s, u] = addObject(s, A, 'test-guard');
    s = play(s, A, 'test-boon', [{ kind: 'object', id: u }]);
    expect([stat(s, u, 'power'), stat(s, u, 'life')]).toEqual([4, 5]);
    s = play(s, A, 'test-bane', [{ kind: 'object', id: u }]);
    expect(s.objects[u]!.counters.buff ?? 0).toBe(0);
    expect(s.objects[u]!.counters.debuff).toBe(1);
    expect([stat(s, u, 'power'), stat(s, u, 'life')]).toEqual([1, 2]);
  });

  it('Damage (#damage): damage counters on a champion stay from turn to turn and are removed by Recover', () => {
    let s = withDef(withDef(passUntil(newGame(), atMain(A)), action('test-burn', { onResolve: [dealDamage(yourChampion(), 4)] })), action('test-mend', { onResolve: [recover(1)] }));
    s = play(s, A, 'test-burn');
    expect(champion(s, A).damage).toBe(4);
    s = passUntil(s, atMain(A));
    expect(champion(s, A).damage).toBe(4);
    s = play(s, A, 'test-mend');
    expect(champion(s, A).damage).toBe(3);
  });

  it('Durability (#durability): a weapon enters with counters equal to its durability; counters may exceed the stat', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), defineCard({ slug: 'test-blade', name: 'Test Blade', types: ['WEAPON'], element: 'NORM', cost: reserve(0), power: 1, durability: 2 }, {}));
    s = withDef(s, action('test-hone', { targets: [{ kind: 'weapon' }], onResolve: [putCounters(target(0), 'durability', 2)] }));
    s = play(s, A, 'test-blade');
    const w = Object.values(s.objects).find((o) => o.def === 'test-blade')!;
    expect(w.counters.durability).toBe(2);
    s = play(s, A, 'test-hone', [{ kind: 'object', id: w.id }]);
    expect(s.objects[w.id]!.counters.durability).toBe(4);
  });

  it('Enlighten (#enlighten): three enlighten counters give "remove 3: draw a card"', () => {
    let s = passUntil(newGame(), atMain(A));
    const champ = champion(s, A).id;
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === champ)).toBe(false);
    s = edit(s, (t) => { t.objects[champ]!.counters.enlighten = 3; });
    const use = legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === champ)!;
    const hand = player(s, A).hand.length;
    s = act(s, A, use);
    s = passUntil(s, (t) => t.stack.length === 0 && atMain(A)(t));
    expect(champion(s, A).counters.enlighten).toBe(0);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });

  it('Level (#level): each level counter gives the champion +1 level', () => {
    let s = passUntil(newGame(), atMain(A));
    const ifLevel2 = action('test-sage', { onResolve: [ifThen({ kind: 'level', min: 2 }, [draw(1)])] });
    s = withDef(s, ifLevel2);
    const before = player(s, A).hand.length;
    s = play(s, A, 'test-sage');
    expect(player(s, A).hand.length).toBe(before);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.level = 2; });
    s = play(s, A, 'test-sage');
    expect(player(s, A).hand.length).toBe(before + 1);
  });

  it('Omen (#omen): a card in banishment with an omen counter is an omen; it stops being one when it leaves banishment', () => {
    let s = withDef(passUntil(newGame(), atMain(A)), action('test-augur', { targets: [{ kind: 'graveyardCard', controller: 'you' }], onResolve: [banishAsOmen(0)] }));
    s = withDef(s, action('test-seer', { onResolve: [ifThen(omens(1), [draw(1)])] }));
    let g: string;
    [s, g] = addCard(s, A, 'blitz-mage', 'graveyard');
    s = play(s, A, 'test-augur', [{ kind: 'card', id: g }]);
    expect(player(s, A).banishment).toContain(g);
    expect(s.cardCounters?.[g]?.omen).toBe(1);
    const hand = player(s, A).hand.length;
    s = play(s, A, 'test-seer');
    expect(player(s, A).hand.length).toBe(hand + 1);
    // Leaving banishment: the counter is lost.
    s = edit(s, (t) => {
      player(t, A).banishment = player(t, A).banishment.filter((c) => c !== g);
      player(t, A).graveyard = [...player(t, A).graveyard, g];
    });
    s = play(s, A, 'test-augur', [{ kind: 'card', id: g }]); // banished again: a fresh card, one new counter
    expect(s.cardCounters?.[g]?.omen).toBe(1);
  });

  it('Static (#static): an arcane unit deals combat damage; each object with a static counter may lose one to deal 1 damage to that unit', () => {
    let s = withDef(withDef(passUntil(newGame(), atMain(B)), ally('test-sprite', 2, 3, { elements: ['ARCANE'] })), item('test-coil'));
    let sprite: string, coil1: string, coil2: string;
    [s, sprite] = addObject(s, B, 'test-sprite');
    [s, coil1] = addObject(s, B, 'test-coil', { counters: { static: 2 } });
    [s, coil2] = addObject(s, B, 'test-coil', { counters: { static: 1 } });
    const target0 = champion(s, A).id;
    s = act(s, B, { type: 'attack', attacker: sprite });
    s = act(s, B, { type: 'chooseAttackTarget', target: target0 });
    s = passUntil(s, (t) => t.pendingTriggers.length + t.stack.filter((i) => i.builtin === 'staticCounter').length >= 2 || t.pending?.kind === 'orderTriggers');
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = act(s, B, { type: 'mayAnswer', accept: true });
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    s = act(s, B, { type: 'mayAnswer', accept: true });
    s = passUntil(s, atMain(B));
    expect(champion(s, A).damage).toBe(2 + 1 + 1);
    expect(s.objects[coil1]!.counters.static).toBe(1);
    expect(s.objects[coil2]!.counters.static).toBe(0);
  });

  it('Static (#static): a non-arcane unit\'s combat damage does not trigger static counters', () => {
    let s = withDef(withDef(passUntil(newGame(), atMain(B)), ally('test-brute', 2, 3)), item('test-coil'));
    let brute: string;
    [s, brute] = addObject(s, B, 'test-brute');
    [s] = addObject(s, B, 'test-coil', { counters: { static: 1 } });
    s = act(s, B, { type: 'attack', attacker: brute });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, atMain(B));
    expect(champion(s, A).damage).toBe(2);
  });

  it('Wither (#wither): at the beginning of your main phase, pay 1 reserve per wither counter or sacrifice; the counters are then removed', () => {
    let s = withDef(passUntil(newGame(), atMain(B)), ally('test-guard', 1, 2));
    let kept: string, lost: string;
    [s, kept] = addObject(s, A, 'test-guard', { counters: { wither: 2 } });
    [s, lost] = addObject(s, A, 'test-guard', { counters: { wither: 1 } });
    const lostCard = s.objects[lost]!.card!;
    s = passUntil(s, (t) => t.pending?.kind === 'wither');
    expect(s.phase).toBe('main');
    if (s.pending?.kind !== 'wither') throw new Error('no wither decision');
    expect(s.pending.objects).toEqual([kept, lost]);
    // Paying in full only: with cards chosen one by one; declining is offered only before paying.
    const [c1, c2] = player(s, A).hand;
    s = act(s, A, { type: 'payWither', card: c1! });
    expect(legalActions(s, A)).not.toContainEqual({ type: 'payWither', card: null });
    s = act(s, A, { type: 'payWither', card: c2! });
    s = act(s, A, { type: 'payWither', card: null }); // the second object is not paid for
    expect(player(s, A).memory).toEqual(expect.arrayContaining([c1, c2]));
    expect(s.objects[kept]!.counters.wither ?? 0).toBe(0);
    expect(s.objects[lost]).toBeUndefined();
    expect(player(s, A).graveyard).toContain(lostCard);
  });

  it('Wither (#wither): the trigger comes from the game, once per turn, only when you control an object with wither counters', () => {
    let s = withDef(passUntil(newGame(), atMain(B)), ally('test-guard', 1, 2));
    [s] = addObject(s, A, 'test-guard');
    s = passUntil(s, (t) => t.turn === 3 && t.phase === 'main');
    expect(s.log.some((l) => l.turn === 3 && l.text.includes('wither'))).toBe(false);
    let w: string;
    [s, w] = addObject(s, A, 'test-guard', { counters: { wither: 1 } });
    s = passUntil(s, atMain(A));
    expect(s.objects[w]!.counters.wither).toBe(1); // placed after the main phase began: no trigger this turn
    s = passUntil(s, (t) => t.pending?.kind === 'wither');
    expect(s.turn).toBe(5);
  });
});
