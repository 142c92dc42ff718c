// Objects entering the field rested or distant by an effect lasting the turn (glossary/game-terms.md#distant),
// entering with counters from the champion's damage (game-mechanics/game-mechanics-counters.md#general-rules),
// losing the game by an effect (general-rules/general-rules-ending-the-game.md#general-rules-ending-the-game),
// glimpsed Aethercharge cards given aethercalling (glossary/keywords-and-abilities.md#aethercalling),
// and the conditions on an inner lineage's element and on an even count of counters (glossary/game-terms.md#inner-lineage).
// Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { conditionMet } from '../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const spell = (slug: string, effects: Effect[]): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: effects });
const ally = (slug: string, subtypes: string[]): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});

function cast(s: GameState, d: CardDef): [GameState, string] {
  let c: string;
  [s, c] = addCard(withDef(s, d), A, d.slug);
  s = act(s, A, { type: 'activate', card: c });
  return [passUntil(payReserve(s, A), (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0), c];
}
const objectOfCard = (s: GameState, c: string) => Object.values(s.objects).find((o) => o.card === c)!;

describe('Entering rested or distant (glossary/game-terms.md#distant)', () => {
  it('"this turn, Golem allies enter the field rested": each one entering this turn, whoever activated it; not after the turn', () => {
    let s = newGame({ first: A });
    [s] = cast(s, spell('test-sleep', [{ op: 'enterState', state: 'rested', filter: { type: 'ALLY', subtype: 'GOLEM' }, everyPlayer: true }]));
    let c: string;
    [s, c] = cast(s, ally('test-golem', ['GOLEM']));
    expect(objectOfCard(s, c).rested).toBe(true);
    [s, c] = cast(s, ally('test-golem', ['GOLEM']));
    expect(objectOfCard(s, c).rested).toBe(true);
    [s, c] = cast(s, ally('test-elf', ['ELF']));
    expect(objectOfCard(s, c).rested).toBe(false);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    [s, c] = cast(s, ally('test-golem', ['GOLEM']));
    expect(objectOfCard(s, c).rested).toBe(false);
  });

  it('"the next Ranger ally card you activate this turn enters distant": bound as it is activated, used up by it', () => {
    let s = newGame({ first: A });
    [s] = cast(s, spell('test-far', [{ op: 'enterState', state: 'distant', filter: { type: 'ALLY', subtype: 'RANGER' }, nextActivated: true }]));
    let c: string;
    [s, c] = cast(s, ally('test-elf', ['ELF']));
    expect(objectOfCard(s, c).distant ?? false).toBe(false);
    [s, c] = cast(s, ally('test-ranger', ['RANGER']));
    expect(objectOfCard(s, c).distant).toBe(true);
    [s, c] = cast(s, ally('test-ranger', ['RANGER']));
    expect(objectOfCard(s, c).distant ?? false).toBe(false);
  });
});

describe('Entering with counters, and losing by an effect', () => {
  it('an object that enters with as many counters as its controller\'s champion has damage (game-mechanics-counters.md#general-rules)', () => {
    const tome = defineCard({ slug: 'test-tome', name: 'test-tome', types: ['ITEM'], element: 'NORM', cost: reserve(0), speed: true }, {
      abilities: [{ kind: 'static', effect: { kind: 'entersWithChampionDamage', counter: 'page' } }],
    });
    let s = edit(newGame({ first: A }), (t) => { t.objects[player(t, A).champion!]!.damage = 6; });
    let c: string;
    [s, c] = cast(s, tome);
    expect(objectOfCard(s, c).counters.page).toBe(6);
  });

  it('"you lose the game" ends a two-player game with the opponent winning (general-rules-ending-the-game.md#general-rules-ending-the-game)', () => {
    const [s] = cast(newGame({ first: A }), spell('test-doom', [{ op: 'loseGame' }]));
    expect(player(s, A).lost).toBe(true);
    expect(s.result).toEqual(expect.objectContaining({ kind: 'win', winner: B }));
  });
});

describe('Conditions on the lineage and counters (glossary/game-terms.md#inner-lineage)', () => {
  it('an inner lineage element: the top card does not count; an even number of counters: none is even', () => {
    let s = newGame({ first: A });
    expect(conditionMet(s, A, { kind: 'innerLineageHas', filter: { element: 'FIRE' } })).toBe(false); // Spirit of Fire is the top card
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.lineage = [champion(t, A).card!]; });
    expect(conditionMet(s, A, { kind: 'innerLineageHas', filter: { element: 'FIRE' } })).toBe(true);
    expect(conditionMet(s, A, { kind: 'championCountersEven', counter: 'level' })).toBe(true);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.level = 3; });
    expect(conditionMet(s, A, { kind: 'championCountersEven', counter: 'level' })).toBe(false);
  });
});

describe('Aethercalling given to glimpsed cards (glossary/keywords-and-abilities.md#aethercalling)', () => {
  it('with "Aethercharge cards you look at while glimpsing have aethercalling", such a glimpsed card may be loaded into an Aetherwing', () => {
    const wing = defineCard({ slug: 'test-wing', name: 'test-wing', types: ['WEAPON'], subtypes: ['AETHERWING'], element: 'NORM', cost: memory(0), power: 1, durability: 3 }, {
      abilities: [{ kind: 'static', effect: { kind: 'glimpsedAethercalling' } }],
    });
    const charge = defineCard({ slug: 'test-charge', name: 'test-charge', types: ['ACTION'], subtypes: ['AETHERCHARGE'], element: 'NORM', cost: reserve(1), power: 1 }, {});
    let s = newGame({ first: A });
    let w: string, top: string;
    [s, w] = addObject(withDef(s, wing), A, wing.slug);
    [s, top] = addCard(withDef(s, charge), A, charge.slug, 'mainDeck');
    let c: string;
    [s, c] = addCard(withDef(s, spell('test-look', [{ op: 'glimpse', count: 1 }])), A, 'test-look');
    s = passUntil(act(s, A, { type: 'activate', card: c }), (t) => t.pending?.kind === 'glimpse');
    s = act(s, A, { type: 'aethercall', card: top, weapon: w });
    expect(s.objects[w]!.loaded).toEqual([top]);
  });
});
