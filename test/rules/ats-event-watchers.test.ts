// "Whenever" triggers on recovering (glossary/game-terms.md#recover), on prepared activations
// (glossary/keywords-and-abilities.md#prepare) and on cards with a keyword; influence conditions
// (glossary/game-terms.md#influence). Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, modifyLife, putCounters, recover, reserve, self, triggered, whenever, memory } from '../../src/cards/define.js';
import type { CardDef, Effect, EventFilter, Condition } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { currentStat } from '../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, withDef } from '../engine/helpers.js';

const spell = (slug: string, effects: Effect[], extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve: effects, ...extra });
const watcher = (slug: string, event: Parameters<typeof whenever>[0], filter: EventFilter, condition?: Condition): CardDef =>
  defineCard({ slug, name: slug, types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
    { abilities: [triggered(whenever(event, filter), [putCounters(self(), 'refinement', 1)], condition ? { condition } : {})] });
const ally = (slug: string, subtypes: string[]): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(0), power: 1, life: 2 }, {});

const start = () => edit(passUntil(newGame({ first: A }), atMain(A)), (t) => { t.players[0]!.hand = []; t.players[1]!.hand = []; });
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
function cast(s: GameState, who: string, def: CardDef, prepare?: boolean): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, def), who, def.slug);
  s = act(s, who, { type: 'activate', card: c });
  if (prepare !== undefined) s = act(s, who, { type: 'declarePrepare', prepare });
  return settle(payReserve(s, who));
}
const counters = (s: GameState, id: string) => s.objects[id]!.counters.refinement ?? 0;

describe('Watching recoveries, prepared activations and keywords', () => {
  it('recover (game-terms.md#recover): a non-zero recovery triggers "whenever you recover", even with no damage to remove', () => {
    let s = start();
    let w: string;
    [s, w] = addObject(withDef(s, watcher('test-recover-watch', 'recovers', { who: 'you' })), A, 'test-recover-watch');
    s = cast(s, A, spell('test-heal', [recover(2)]));
    expect(champion(s, A).damage).toBe(0);
    expect(counters(s, w)).toBe(1);
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.damage = 5; });
    s = cast(s, A, spell('test-heal', [recover(2)]));
    expect(champion(s, A).damage).toBe(3);
    expect(counters(s, w)).toBe(2);
    s = cast(s, A, spell('test-heal-0', [recover(0)])); // recovering 0 is no recovery
    s = cast(s, A, spell('test-heal-them', [recover(2, 'opponents')])); // another player's recovery
    expect(counters(s, w)).toBe(2);
  });

  it('prepare (keywords-and-abilities.md#prepare): "whenever you activate a prepared card" sees only prepared activations', () => {
    let s = start();
    let w: string;
    [s, w] = addObject(withDef(s, watcher('test-prep-watch', 'activates', { who: 'you', prepared: true })), A, 'test-prep-watch');
    const trap = spell('test-trap', [], { keywords: ['prepare'], activationValues: { prepare: 1 } });
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.preparation = 2; });
    s = cast(s, A, trap, false);
    expect(counters(s, w)).toBe(0);
    s = cast(s, A, trap, true);
    expect(counters(s, w)).toBe(1);
  });

  it('influence (game-terms.md#influence): a trigger with an influence condition counts hand and memory cards', () => {
    let s = start();
    let w: string;
    [s, w] = addObject(withDef(s, watcher('test-influence-watch', 'activates', { who: 'you' }, { kind: 'influenceAtMost', max: 2 })), A, 'test-influence-watch');
    s = cast(s, A, spell('test-a', []));
    expect(counters(s, w)).toBe(1);
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out', i < 2 ? 'memory' : 'hand');
    s = cast(s, A, spell('test-a', []));
    expect(counters(s, w)).toBe(1);
  });

  it('cleave (keywords-and-abilities.md#cleave): a watcher of cards with a keyword; "Animal and Beast allies you control" as a subject', () => {
    let s = passUntil(start(), atMain(B));
    let w: string, cat: string, wolf: string, man: string, theirs: string;
    s = withDef(s, defineCard({ slug: 'test-life-watch', name: 'test-life-watch', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
      abilities: [triggered(whenever('activates', { who: 'opponent', keyword: 'cleave' }), [modifyLife({ ref: 'alliesYouControl', anySubtype: ['ANIMAL', 'BEAST'] }, 2)])],
    }));
    [s, w] = addObject(s, A, 'test-life-watch');
    [s, cat] = addObject(withDef(s, ally('test-cat', ['ANIMAL'])), A, 'test-cat');
    [s, wolf] = addObject(withDef(s, ally('test-wolf', ['BEAST'])), A, 'test-wolf');
    [s, man] = addObject(withDef(s, ally('test-man', ['HUMAN'])), A, 'test-man');
    [s, theirs] = addObject(s, B, 'test-cat');
    s = cast(s, B, spell('test-plain', []));
    expect(currentStat(s, s.objects[cat]!, 'life')).toBe(2);
    s = cast(s, B, spell('test-cleaver', [draw(0)], { keywords: ['cleave'] }));
    expect([cat, wolf, man, theirs].map((id) => currentStat(s, s.objects[id]!, 'life'))).toEqual([4, 4, 2, 2]);
    expect(s.objects[w]).toBeDefined();
    s = passUntil(s, atMain(A)); // until end of turn only
    expect(currentStat(s, s.objects[cat]!, 'life')).toBe(2);
    s = cast(s, A, spell('test-cleaver', [draw(0)], { keywords: ['cleave'] })); // your own: not an opponent's
    expect(currentStat(s, s.objects[cat]!, 'life')).toBe(2);
  });
});
