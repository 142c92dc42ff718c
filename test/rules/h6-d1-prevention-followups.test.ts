// Follow-ups of a prevention (game-mechanics/game-mechanics-damage-prevention.md#general-rules, rules 5 and 11):
// effects in the same paragraph are part of the replacement (src/engine/effects/prevention-riders.ts); a separate
// "when N or more is prevented this way" is a trigger carrying the amount (src/engine/effects/prevention-triggers.ts);
// an instance may wait for damage of an exact amount (src/engine/effects/prevention.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, dealDamage, draw, reserve, target, targetUnit } from '../../src/cards/define.js';
import type { CardDef, PreventionSpec } from '../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, champion, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const PAGE = 'rules/game-mechanics/game-mechanics-damage-prevention.md#general-rules';

const guard = (slug: string, prevention: PreventionSpec): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetUnit()], onResolve: [{ op: 'preventDamage', subject: target(0), prevention }] });
const hit = (n: number) => defineCard({ slug: `test-d1r-hit-${n}`, name: 'Hit', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [targetUnit()], onResolve: [dealDamage(target(0), n)] });
const wall = defineCard({ slug: 'test-d1r-wall', name: 'Wall', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 0, life: 20 }, {});
const obj = (id: string): ChosenTarget => ({ kind: 'object', id });

function cast(s: GameState, def: CardDef, t: ChosenTarget, triggerTarget?: ChosenTarget): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  s = payReserve(act(act(s, A, { type: 'activate', card }), A, { type: 'chooseTarget', target: t }), A);
  for (let i = 0; i < 20; i++) {
    s = passUntil(s, (u) => u.pending?.kind === 'triggerTargets' || (u.stack.length === 0 && !u.pending && u.pendingTriggers.length === 0));
    if (s.pending?.kind !== 'triggerTargets') return s;
    s = act(s, A, { type: 'chooseTarget', target: triggerTarget ?? null });
  }
  return s;
}
function withWall(): [GameState, string] {
  const [s, id] = addObject(withDef(newGame({ first: A }), wall), A, wall.slug);
  return [s, id];
}

describe('effects tied to a prevention are part of its replacement (' + PAGE + ', rule 11)', () => {
  it('they happen as the damage is prevented, with X the amount prevented, and not at all when nothing was', () => {
    const mill = guard('test-d1r-mill', { kind: 'instance', amount: 'all', duration: 'untilEndOfTurn', then: { effects: [{ op: 'scaled', x: { of: 'eventAmount' }, effect: { op: 'mill', who: 'you', count: 0 } }] } });
    let [s, mine] = withWall();
    const deck = player(s, A).mainDeck.length;
    s = cast(s, mill, obj(mine));
    s = cast(s, hit(3), obj(mine));
    expect([s.objects[mine]!.damage, deck - player(s, A).mainDeck.length]).toEqual([0, 3]);
    // Nothing goes on the stack for them: they are no trigger.
    expect(s.pendingTriggers).toHaveLength(0);
  });
  it('"if N or more was prevented this way": only then', () => {
    const drawIf = guard('test-d1r-draw', { kind: 'shield', amount: 5, duration: 'untilEndOfTurn', then: { effects: [draw(1)], minPrevented: 3 } });
    let [s, mine] = withWall();
    s = cast(s, drawIf, obj(mine));
    const deck = player(s, A).mainDeck.length;
    s = cast(s, hit(2), obj(mine));
    expect(player(s, A).mainDeck.length).toBe(deck);
    s = cast(s, hit(4), obj(mine)); // 3 left in the buffer: 3 prevented
    expect([s.objects[mine]!.damage, deck - player(s, A).mainDeck.length]).toEqual([1, 1]);
  });
});

describe('"when N or more damage is prevented this way" (' + PAGE + ')', () => {
  it('triggers only when that much was prevented at once, and carries the amount', () => {
    const back = guard('test-d1r-back', {
      kind: 'shield', amount: 10, duration: 'untilEndOfTurn',
      onPrevent: { effects: [{ op: 'scaled', x: { of: 'eventAmount' }, effect: dealDamage(target(0), 0) }], targets: [targetUnit()], minPrevented: 3 },
    });
    let [s, mine] = withWall();
    const foe = champion(s, B).id;
    s = cast(s, back, obj(mine));
    s = cast(s, hit(2), obj(mine), obj(foe));
    expect(champion(s, B).damage).toBe(0);
    s = cast(s, hit(4), obj(mine), obj(foe));
    expect([s.objects[mine]!.damage, champion(s, B).damage]).toEqual([0, 4]);
  });
});

describe('an instance of prevention for damage of exactly X (' + PAGE + ', rule 5.2)', () => {
  it('other amounts neither use it up nor are prevented', () => {
    const exact = guard('test-d1r-exact', { kind: 'instance', amount: 'all', exactly: 3, duration: 'untilEndOfTurn' });
    let [s, mine] = withWall();
    s = cast(s, exact, obj(mine));
    s = cast(s, hit(2), obj(mine));
    s = cast(s, hit(4), obj(mine));
    expect(s.objects[mine]!.damage).toBe(6);
    s = cast(s, hit(3), obj(mine));
    expect(s.objects[mine]!.damage).toBe(6);
    s = cast(s, hit(3), obj(mine));
    expect(s.objects[mine]!.damage).toBe(9);
  });
});

describe('limits and riders of a static prevention (' + PAGE + ', rules 9-11; src/engine/effects/static-prevention.ts)', () => {
  const fireHit = defineCard({ slug: 'test-d1r-fire-hit', name: 'Fire Hit', types: ['ACTION'], element: 'FIRE', cost: reserve(0), speed: true },
    { targets: [targetUnit()], onResolve: [dealDamage(target(0), 2)] });
  const warded = (slug: string, effect: Record<string, unknown>) => defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 0, life: 20 },
    { abilities: [{ kind: 'static', effect: { kind: 'preventDamage', affects: 'self', amount: 1, ...effect } as never }] });
  const onto = (def: CardDef): [GameState, string] => {
    const s = withDef(withDef(newGame({ first: A }), def), fireHit);
    return addObject(s, A, def.slug);
  };
  it('"only once each turn": the second damage event of the turn is not lowered', () => {
    let [s, id] = onto(warded('test-d1r-once', { oncePerTurn: true }));
    s = cast(s, hit(2), obj(id));
    s = cast(s, hit(2), obj(id));
    expect(s.objects[id]!.damage).toBe(3);
  });
  it('"from a non-norm element source": a norm source is not lowered, a fire one is', () => {
    let [s, id] = onto(warded('test-d1r-element', { fromNotElement: 'NORM' }));
    s = cast(s, hit(2), obj(id));
    s = cast(s, fireHit, obj(id));
    expect(s.objects[id]!.damage).toBe(3);
  });
  it('"and put a counter on this instead": part of the replacement, once per event it prevents', () => {
    let [s, id] = onto(warded('test-d1r-counter', { selfCounter: 'charge' }));
    s = cast(s, hit(2), obj(id));
    s = cast(s, hit(2), obj(id));
    expect([s.objects[id]!.damage, s.objects[id]!.counters.charge]).toEqual([2, 2]);
  });
});

describe('damage made unpreventable by its source (' + PAGE + ', rule 7; src/engine/effects/unpreventable-sources.ts)', () => {
  const fireHit = defineCard({ slug: 'test-d1r-fire-hit2', name: 'Fire Hit', types: ['ACTION'], element: 'FIRE', cost: reserve(0), speed: true },
    { targets: [targetUnit()], onResolve: [dealDamage(target(0), 2)] });
  const kiln = defineCard({ slug: 'test-d1r-kiln', name: 'Kiln', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
    { abilities: [{ kind: 'static', effect: { kind: 'unpreventableFrom', element: 'FIRE' } }] });
  it('a shield is not used up by it, and still stops damage from other sources afterwards', () => {
    const shield = guard('test-d1r-shield', { kind: 'shield', amount: 2, duration: 'untilEndOfTurn' });
    let [s, mine] = withWall();
    s = withDef(withDef(s, fireHit), kiln);
    [s] = addObject(s, A, kiln.slug);
    s = cast(s, shield, obj(mine));
    s = cast(s, fireHit, obj(mine));
    expect(s.objects[mine]!.damage).toBe(2);
    s = cast(s, hit(2), obj(mine));
    expect(s.objects[mine]!.damage).toBe(2);
  });
});

describe('"the next time it would take damage from a Spell source, that much plus N instead" (' + PAGE + ', rules 3 and 9)', () => {
  const spell = defineCard({ slug: 'test-d1r-spell', name: 'Spell Hit', types: ['ACTION'], subtypes: ['SPELL'], element: 'NORM', cost: reserve(0), speed: true },
    { targets: [targetUnit()], onResolve: [dealDamage(target(0), 2)] });
  const weaken = guard('test-d1r-weaken', { kind: 'increaseNext', amount: 3, from: { kind: 'spell' }, duration: 'untilEndOfTurn' });
  it('only a Spell source uses it, and only once', () => {
    let [s, mine] = withWall();
    s = withDef(s, spell);
    s = cast(s, weaken, obj(mine));
    s = cast(s, hit(2), obj(mine));
    expect(s.objects[mine]!.damage).toBe(2);
    s = cast(s, spell, obj(mine));
    expect(s.objects[mine]!.damage).toBe(7);
    s = cast(s, spell, obj(mine));
    expect(s.objects[mine]!.damage).toBe(9);
  });
});
