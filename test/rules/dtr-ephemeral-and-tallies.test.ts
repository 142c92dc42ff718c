// Ephemeral objects (glossary/game-terms.md#ephemeral) and the tallies of omens and objects the DTR cards
// count (game-mechanics/game-mechanics-counters.md#omen; src/engine/effects/tallies.ts, ephemeral.ts).
import { describe, expect, it } from 'vitest';
import { activated, dealDamage, defineCard, destroy, draw, ifThen, onEnter, reserve, self, staticAbility, target, targetUnit, triggered } from '../../src/cards/define.js';
import type { CardDef, Tally } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { tally } from '../../src/engine/effects/tallies.js';
import { currentStat } from '../../src/engine/state/query.js';
import { A, B, act, addCard, champion, edit, newGame, player } from '../engine/helpers.js';
import { activate, objectTarget, place, play, settle, withDefs } from '../cards/amb/scenario.js';
import { legal } from '../cards/doa/support.js';

const ally = (slug: string, script: Parameters<typeof defineCard>[1] = {}, subtypes: string[] = ['HUMAN'], cost = 1): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(cost), power: 1, life: 3 }, script);
const action = (slug: string, script: Parameters<typeof defineCard>[1], cost = 0): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(cost), speed: true }, script);

const fading = ally('test-fading', { abilities: [triggered(onEnter(), [{ op: 'becomeEphemeral', subject: self() }])] });
const plain = ally('test-plain');
const kill = action('test-kill', { targets: [targetUnit()], onResolve: [destroy(target(0))] });
const killEphemeral = action('test-kill-ephemeral', { targets: [{ kind: 'object', ephemeral: true }], onResolve: [destroy(target(0))] });

function omen(s: GameState, who: string, slug: string, counter = true): GameState {
  let card: string;
  [s, card] = addCard(s, who, slug, 'banishment');
  return counter ? edit(s, (t) => { t.cardCounters = { ...t.cardCounters, [card]: { omen: 1 } }; }) : s;
}

describe('ephemeral objects (glossary/game-terms.md#ephemeral)', () => {
  it('an object that becomes ephemeral is banished instead of going to the graveyard when it leaves the field', () => {
    let s = withDefs(newGame({ first: A }), fading, plain, kill);
    let card: string;
    [s, card] = activate(s, A, fading);
    s = settle(s);
    const o = Object.values(s.objects).find((x) => x.card === card)!;
    expect(o.ephemeral).toBe(true);
    s = play(s, A, kill, [objectTarget(o.id)]);
    expect(player(s, A).banishment).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
    let other: string;
    [s, other] = place(s, A, plain);
    const otherCard = s.objects[other]!.card!;
    s = play(s, A, kill, [objectTarget(other)]);
    expect(player(s, A).graveyard).toContain(otherCard);
  });

  it('"target ephemeral object": only ephemeral objects may be chosen', () => {
    let s = withDefs(newGame({ first: A }), plain, killEphemeral);
    let e: string, p: string, card: string;
    [s, e] = place(s, B, plain, { ephemeral: true });
    [s, p] = place(s, B, plain);
    [s, card] = addCard(s, A, killEphemeral.slug);
    s = act(s, A, { type: 'activate', card });
    const offered = legal(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered).toContain(e);
    expect(offered).not.toContain(p);
  });

  it('conditions on the ephemeral property: the source, a target, the unit an attack targets', () => {
    const check = action('test-check', {
      targets: [targetUnit()],
      onResolve: [ifThen({ kind: 'targetEphemeral', index: 0 }, [draw(1)])],
    });
    const run = (ephemeral: boolean): number => {
      let s = withDefs(newGame({ first: A }), plain, check);
      let u: string;
      [s, u] = place(s, B, plain, ephemeral ? { ephemeral: true } : {});
      const deck = player(s, A).mainDeck.length;
      s = play(s, A, check, [objectTarget(u)]);
      return deck - player(s, A).mainDeck.length;
    };
    expect(run(true)).toBe(1);
    expect(run(false)).toBe(0);
  });
});

describe('tallies of omens and objects (game-mechanics/game-mechanics-counters.md#omen)', () => {
  it('omens are only banished cards with an omen counter; their reserve costs are counted as the cards say', () => {
    let s = newGame({ first: A });
    s = omen(s, A, 'smoke-out'); // 1
    s = omen(s, A, 'smoke-out'); // 1
    s = omen(s, A, 'blitz-mage'); // 3
    s = omen(s, A, 'giant-tortoise', false); // banished, no counter: not an omen
    s = omen(s, B, 'pyroclastic-flow'); // Bob's
    const t = (x: Tally) => tally(s, A, x);
    expect(t({ of: 'omens' })).toBe(3);
    expect(t({ of: 'omens', filter: { type: 'ALLY' } })).toBe(1);
    expect(t({ of: 'omenReserveCosts' })).toBe(2);
    expect(t({ of: 'omenTotalReserveCost' })).toBe(5);
    expect(t({ of: 'omenLowestReserveCost' })).toBe(1);
    expect(t({ of: 'omenSharedReserveCost' })).toBe(2);
    expect(tally(newGame({ first: A }), A, { of: 'omenLowestReserveCost' })).toBe(0);
  });

  it('different reserve costs among objects you control like a filter; ephemeral objects you control', () => {
    let s = newGame({ first: A });
    const suited = (slug: string, cost: number) => ally(slug, {}, ['SUITED'], cost);
    for (const [slug, cost] of [['test-s1', 1], ['test-s1b', 1], ['test-s3', 3]] as const) [s] = place(s, A, suited(slug, cost));
    [s] = place(s, A, ally('test-other', {}, ['HUMAN'], 2));
    [s] = place(s, B, suited('test-s5', 5));
    [s] = place(s, A, plain, { ephemeral: true });
    expect(tally(s, A, { of: 'objectReserveCosts', filter: { subtype: 'SUITED' } })).toBe(2);
    expect(tally(s, A, { of: 'ephemeralObjects' })).toBe(1);
    expect(tally(s, B, { of: 'ephemeralObjects' })).toBe(0);
  });

  it('a card that costs N less for each of up to M of a tally; an ability cost made smaller by a tally (never below 0)', () => {
    const cheap = action('test-cheap', { abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perTally: { tally: { of: 'ephemeralObjects' }, max: 2 } })] }, 4);
    const paid = (ephemerals: number): number => {
      let s = withDefs(newGame({ first: A }), plain, cheap);
      for (let i = 0; i < ephemerals; i++) [s] = place(s, A, plain, { ephemeral: true });
      const before = player(s, A).hand.length;
      [s] = activate(s, A, cheap);
      return before - player(s, A).hand.length;
    };
    expect([paid(0), paid(1), paid(2), paid(3)]).toEqual([4, 3, 2, 2]);
    const pricey = ally('test-pricey', { abilities: [activated([{ kind: 'reserve', value: 2, lessPerTally: { of: 'omens' } }], [draw(1)])] });
    const cost = (omens: number): number => {
      let s = withDefs(newGame({ first: A }), pricey);
      for (let i = 0; i < omens; i++) s = omen(s, A, 'smoke-out');
      let id: string;
      [s, id] = place(s, A, pricey);
      const before = player(s, A).hand.length;
      s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
      while (s.pending?.kind === 'activation') s = act(s, A, legal(s, A).find((a) => a.type === 'chooseReserve')!);
      return before - player(s, A).hand.length;
    };
    expect([cost(0), cost(1), cost(3)]).toEqual([2, 1, 0]);
  });

  it('"+N for each" of a tally, an X from a tally, and a prevention of X', () => {
    const grows = ally('test-grows', { abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perTally: { of: 'omenReserveCosts' } })] });
    let s = withDefs(newGame({ first: A }), grows);
    let id: string;
    [s, id] = place(s, A, grows);
    s = omen(omen(omen(s, A, 'smoke-out'), A, 'smoke-out'), A, 'blitz-mage');
    expect(currentStat(s, s.objects[id]!, 'power')).toBe(3);
    const shield = action('test-shield', {
      targets: [targetUnit()],
      onResolve: [{ op: 'scaled', x: { of: 'tally', tally: { of: 'omens' } }, plus: 1, effect: { op: 'preventDamage', subject: target(0), prevention: { kind: 'each', amount: 0, duration: 'untilEndOfTurn' } } }],
    });
    const hurt = action('test-hurt', { targets: [targetUnit()], onResolve: [dealDamage(target(0), 5)] });
    s = withDefs(s, shield, hurt);
    s = play(s, A, shield, [objectTarget(champion(s, A).id)]); // 3 omens + 1
    s = play(s, A, hurt, [objectTarget(champion(s, A).id)]);
    s = play(s, A, hurt, [objectTarget(champion(s, A).id)]);
    expect(champion(s, A).damage).toBe(2);
  });

  it('"a Chessman Rook": a filter with every one of several subtypes', () => {
    const boon = action('test-boon', { onResolve: [ifThen({ kind: 'controlsCount', filter: { type: 'ALLY', allSubtypes: ['CHESSMAN', 'ROOK'] }, min: 1 }, [draw(1)])] });
    const run = (subtypes: string[][]): number => {
      let s = withDefs(newGame({ first: A }), boon);
      subtypes.forEach((st, i) => { [s] = place(s, A, ally(`test-piece-${i}`, {}, st)); });
      const deck = player(s, A).mainDeck.length;
      s = play(s, A, boon);
      return deck - player(s, A).mainDeck.length;
    };
    expect(run([['CHESSMAN', 'ROOK']])).toBe(1);
    expect(run([['CHESSMAN'], ['ROOK']])).toBe(0);
  });
});
