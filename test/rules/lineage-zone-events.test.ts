// Events "whenever" abilities watch about a player's own zones, and the source of non-combat damage
// (game-mechanics/game-mechanics-abilities/abilities-triggered-abilities.md; src/engine/effects/own-zone-events.ts).
// Cards of our own.
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, draw, memory, mill, putCounters, reserve, self, target, targetUnit, triggered, whenever, wheneverOneOrMore } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, player, setupFor } from '../engine/helpers.js';
import { createGame } from '../../src/engine/index.js';
import { scriptedDef } from '../../src/cards/scripts/index.js';
import { objectTarget, place, play } from '../cards/amb/scenario.js';
import { enable, factsOnly, resolveAll, toMaterialize } from '../cards/doa/support.js';

const counter = (slug: string, trigger: Parameters<typeof triggered>[0]): CardDef =>
  defineCard({ slug, name: slug, types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [triggered(trigger, [putCounters(self(), 'buff', 1)])] });
const action = (slug: string, onResolve: CardDef['onResolve'], element: CardDef['elements'][number] = 'NORM', targets = false): CardDef => ({
  ...defineCard({ slug, name: slug, types: ['ACTION'], element, cost: reserve(0), speed: true }, { onResolve: onResolve!, ...(targets ? { targets: [targetUnit()] } : {}) }),
});
const buffs = (s: GameState, id: string) => s.objects[id]?.counters.buff ?? 0;

describe('Banishing from your own memory (glossary/keywords-and-abilities.md#floating-memory)', () => {
  const watcher = counter('test-memory-watch', whenever('banishesFromMemory', { who: 'you' }));

  it('paying a memory cost banishes cards from memory at random: one event for each card', () => {
    const regalia = defineCard({ slug: 'test-regalia-2', name: 'test-regalia-2', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(2) }, {});
    let w = '';
    let [s, card] = toMaterialize(regalia, 2, (t) => { [t, w] = place(t, A, watcher); return t; });
    s = resolveAll(act(s, A, { type: 'materialize', card }));
    expect(buffs(s, w)).toBe(2);
  });

  it('"banish a card at random from your memory. If you do, …": the rest follows only when one was banished', () => {
    const purge = action('test-purge', [{ op: 'banishRandomFromMemory', whose: 'you', then: [draw(1)] }]);
    let s: GameState = newGame({ first: A });
    let w: string;
    [s, w] = place(s, A, watcher);
    s = edit(s, (t) => { player(t, A).memory = []; });
    let hand = player(s, A).hand.length;
    s = play(s, A, purge);
    expect(player(s, A).hand.length).toBe(hand); // nothing banished: no draw
    expect(buffs(s, w)).toBe(0);
    [s] = addCard(s, A, 'smoke-out', 'memory');
    hand = player(s, A).hand.length;
    s = play(s, A, purge);
    expect(player(s, A).memory.length).toBe(0);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(buffs(s, w)).toBe(1);
  });

  it("a card another player's effect banishes from your memory is not banished by you", () => {
    const chill = action('test-chill', [{ op: 'banishRandomFromMemory', whose: 'opponents' }]);
    let s: GameState = passUntil(newGame({ first: A }), atMain(B));
    let w: string;
    [s, w] = place(s, A, watcher);
    [s] = addCard(s, A, 'smoke-out', 'memory');
    const mem = player(s, A).memory.length;
    s = play(s, B, chill);
    expect(player(s, A).memory.length).toBe(mem - 1);
    expect(buffs(s, w)).toBe(0);
  });
});

describe('Cards put into your graveyard from your deck (glossary/game-terms.md#banish, mill as a zone move)', () => {
  it('"one or more" triggers once for a mill of several cards; only your own deck for a "you" watcher', () => {
    const watcher = counter('test-mill-watch', wheneverOneOrMore('deckToGraveyard', { who: 'you' }));
    let s: GameState = newGame({ first: A });
    let w: string;
    [s, w] = place(s, A, watcher);
    s = play(s, A, action('test-mill-3', [mill(3, 'you')]));
    expect(buffs(s, w)).toBe(1);
    s = play(s, A, action('test-mill-opp', [mill(2, 'opponents')]));
    expect(buffs(s, w)).toBe(1);
    s = play(s, A, action('test-mill-each', [mill(1, 'each')]));
    expect(buffs(s, w)).toBe(2);
  });
});

describe('Suppress (glossary/game-terms.md#suppress)', () => {
  it('"whenever you suppress an object" triggers even when the watcher is the object suppressed', () => {
    const watcher = defineCard({ slug: 'test-suppress-watch', name: 'test-suppress-watch', types: ['ITEM'], element: 'NORM', cost: reserve(0) },
      { abilities: [triggered(whenever('suppresses', { who: 'you' }), [putCounters({ ref: 'yourChampion' }, 'buff', 1)])] });
    const hush = action('test-hush', [{ op: 'suppress', subject: target(0) }], 'NORM', true);
    let s: GameState = newGame({ first: A });
    let w: string, v: string;
    [s, w] = place(s, A, watcher);
    [s, v] = place(s, B, defineCard({ slug: 'test-victim', name: 'test-victim', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {}));
    s = play(s, A, { ...hush, targets: [{ kind: 'object' }] }, [objectTarget(v)]);
    expect(s.objects[v]).toBeUndefined();
    const champ = champion(s, A).id;
    expect(buffs(s, champ)).toBe(1);
    s = play(s, A, { ...hush, targets: [{ kind: 'object' }] }, [objectTarget(w)]);
    expect(s.objects[w]).toBeUndefined();
    expect(buffs(s, champ)).toBe(2);
  });
});

describe('The source of non-combat damage (game-mechanics/game-mechanics-damage.md)', () => {
  it('a watcher of damage from a fire source you control ignores other elements and other players\' sources', () => {
    const watcher = counter('test-fire-watch', wheneverOneOrMore('dealtDamage', { damageType: 'nonCombat', sourceYours: true, sourceElement: 'FIRE' }));
    const fire = action('test-fire-bolt', [dealDamage(target(0), 1)], 'FIRE', true);
    const norm = action('test-norm-bolt', [dealDamage(target(0), 1)], 'NORM', true);
    const fireAll = action('test-fire-wave', [dealDamage({ ref: 'eachChampion' }, 1)], 'FIRE');
    let s: GameState = enable(newGame({ first: A }), A, 'FIRE');
    s = enable(s, B, 'FIRE');
    let w: string;
    [s, w] = place(s, A, watcher);
    s = play(s, A, norm, [objectTarget(champion(s, B).id)]);
    expect(buffs(s, w)).toBe(0);
    s = play(s, A, fire, [objectTarget(champion(s, B).id)]);
    expect(buffs(s, w)).toBe(1);
    s = play(s, A, fireAll);
    expect(buffs(s, w)).toBe(2); // two units at once: one trigger
    s = passUntil(s, atMain(B));
    s = play(s, B, fire, [objectTarget(champion(s, A).id)]);
    expect(buffs(s, w)).toBe(2);
  });
});

describe('Double-faced cards in a game (general-rules/general-rules-card-characteristics/double-faced-cards.md)', () => {
  it("a deck's double-faced card brings its other side into the game, so it can transform", () => {
    const front = scriptedDef('fabled-ruby-fatestone');
    const back = factsOnly('suzaku-vermillion-phoenix');
    const setup = setupFor(1);
    const deck = setup.players[0]!.deck;
    const s = createGame({ ...setup, defs: [...setup.defs, front, back], players: [{ ...setup.players[0]!, deck: { ...deck, material: [...deck.material, front.slug] } }, setup.players[1]!] });
    expect(s.defs[front.slug]).toBeDefined();
    expect(s.defs[back.slug]?.name).toBe('Suzaku, Vermillion Phoenix');
  });
});
