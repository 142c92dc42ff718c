// The masteries' own abilities (game-mechanics/game-mechanics-mastery.md): Shifting Currents,
// Servile Possessions, Phantasmagoria; the mastery scripts are the real cards.
import { describe, expect, it } from 'vitest';
import { defineCard, memory } from '../../src/cards/define.js';
import type { CardDef, Direction } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { parseGameState } from '../../src/engine/schema.js';
import { floatingMemoryCards } from '../../src/engine/state/query.js';
import { attackPower } from '../../src/engine/flow/combat.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player } from '../engine/helpers.js';
import { allyDef, cast, resolveAll, spell } from './copy-helpers.js';
import { settle } from '../cards/amb/scenario.js';
import { decide, offered } from './decision-helpers.js';
import { scriptedDef } from '../../src/cards/scripts/index.js';

const shiftingCurrents = scriptedDef('shifting-currents');
const servilePossessions = scriptedDef('servile-possessions');
const phantasmagoria = scriptedDef('phantasmagoria');
const fracturedMemories = scriptedDef('fractured-memories');

/** An invented champion with the given name, to meet a "[Name Bonus]". */
const named = (name: string): CardDef =>
  defineCard({ slug: `test-${name.toLowerCase()}`, name: `${name}, Test Champion`, types: ['CHAMPION'], subtypes: ['WARRIOR'], classes: ['WARRIOR'], element: 'NORM', cost: memory(0), level: 1, life: 20 }, {});

/** `who` is the named champion and has this mastery (counters and direction as given). */
function withMastery(s: GameState, who: string, mastery: CardDef, opts: { champion?: string; haunt?: number; direction?: Direction } = {}): GameState {
  return edit(s, (t) => {
    // A new definitions record, as a game's definitions never change once it is created.
    t.defs = { ...t.defs, [mastery.slug]: mastery };
    if (opts.champion) {
      const d = named(opts.champion);
      t.defs = { ...t.defs, [d.slug]: d };
      t.objects[player(t, who).champion!]!.def = d.slug;
    }
    t.masteries = { ...(t.masteries ?? {}), [who]: { def: mastery.slug, counters: opts.haunt ? { haunt: opts.haunt } : {}, ...(opts.direction ? { direction: opts.direction } : {}) } };
  });
}

/** Pass until the "may" of a mastery's end-phase trigger is asked (or the turn is over). */
const toMay = (s: GameState) => passUntil(s, (t) => t.pending?.kind === 'may' || t.turnPlayer !== s.turnPlayer);
const answer = (s: GameState, accept: boolean) => act(s, s.pending!.player, { type: 'mayAnswer', accept });

describe('Shifting Currents (game-mechanics-mastery.md#shifting-currents)', () => {
  const start = (champ?: string) => withMastery(passUntil(newGame({ first: A }), atMain(A)), A, shiftingCurrents, { ...(champ ? { champion: champ } : {}), direction: 'north' });

  it('Shifting Currents (game-mechanics-mastery.md#shifting-currents): at the beginning of your end phase Kongming may change to a different direction', () => {
    let s = toMay(start('Kongming'));
    expect(s.pending?.kind).toBe('may');
    // Every answer offered is a yes or a no.
    expect(legalActions(s, A).filter((a) => a.type === 'mayAnswer')).toHaveLength(2);
    s = answer(s, false); // not east
    s = answer(s, true); // south
    expect(s.masteries?.[A]?.direction).toBe('south');
    // Taken once: no further offer in this end phase.
    expect(s.pending?.kind).not.toBe('may');
    expect(() => parseGameState(JSON.parse(JSON.stringify(s)))).not.toThrow();
  });

  it('Shifting Currents (game-mechanics-mastery.md#shifting-currents): declining every direction keeps the current one; it is never offered again', () => {
    let s = toMay(start('Kongming'));
    for (let i = 0; i < 3; i++) {
      expect(s.pending?.kind).toBe('may');
      s = answer(s, false);
    }
    expect(s.masteries?.[A]?.direction).toBe('north');
    expect(s.pending?.kind).not.toBe('may');
  });

  it('Shifting Currents (game-mechanics-mastery.md#shifting-currents): without the Kongming Bonus, or in an opponent\'s end phase, nothing triggers', () => {
    let s = toMay(start());
    expect(s.players[s.turnPlayer]!.id).toBe(B);
    expect(s.masteries?.[A]?.direction).toBe('north');
    // Kongming's mastery does not trigger in the opponent's end phase.
    s = withMastery(passUntil(newGame({ first: B }), atMain(B)), A, shiftingCurrents, { champion: 'Kongming', direction: 'north' });
    s = toMay(s);
    expect(s.players[s.turnPlayer]!.id).toBe(A);
    expect(s.pending?.kind).not.toBe('may');
  });
});

describe('Servile Possessions (game-mechanics-mastery.md#servile-possessions)', () => {
  /** Bob (Ciel) with `n` omens attacks Alice's champion with a 1-power sword; the attack's power once the trigger resolved. */
  function attackWithOmens(n: number, champ = 'Ciel'): GameState {
    let s = withMastery(passUntil(newGame({ first: A }), atMain(B)), B, servilePossessions, { champion: champ });
    for (let i = 0; i < n; i++) {
      let card: string;
      [s, card] = addCard(s, B, 'woodland-squirrels', 'banishment');
      s = edit(s, (t) => { t.cardCounters = { ...(t.cardCounters ?? {}), [card]: { omen: 1 } }; });
    }
    let sword: string;
    [s, sword] = addObject(s, B, 'training-sword');
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon: sword });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    return resolveAll(s);
  }

  it('Servile Possessions (game-mechanics-mastery.md#servile-possessions): one tier by the omens you have: +1, +2, or +3 and a card drawn into memory', () => {
    const memoryBefore = player(attackWithOmens(0), B).memory.length;
    expect(attackPower(attackWithOmens(0))).toBe(1);
    expect(attackPower(attackWithOmens(1))).toBe(2);
    expect(attackPower(attackWithOmens(2))).toBe(2);
    expect(attackPower(attackWithOmens(3))).toBe(3);
    expect(attackPower(attackWithOmens(4))).toBe(3);
    const five = attackWithOmens(5);
    expect(attackPower(five)).toBe(4); // +3, not +1+2+3: the tiers do not add up
    expect(player(five, B).memory.length).toBe(memoryBefore + 1);
    expect(player(attackWithOmens(4), B).memory.length).toBe(memoryBefore);
  });

  it('Servile Possessions (game-mechanics-mastery.md#servile-possessions): the bonus is the attack\'s and ends with it; without the Ciel Bonus there is none', () => {
    let s = attackWithOmens(3);
    const before = champion(s, A).damage;
    s = passUntil(s, (t) => t.combat === null);
    expect(champion(s, A).damage - before).toBe(3);
    expect(s.combat).toBeNull();
    expect(attackPower(attackWithOmens(3, 'Tristan'))).toBe(1);
  });
});

describe('Phantasmagoria (game-mechanics-mastery.md#phantasmagoria)', () => {
  const specter = allyDef('test-specter', 1, 1, { subtypes: ['SPECTER'] });
  const start = (champ?: string, haunt = 0) =>
    withMastery(edit(passUntil(newGame({ first: A }), atMain(A)), (t) => {
      t.defs = { ...t.defs, [specter.slug]: specter };
    }), A, phantasmagoria, { ...(champ ? { champion: champ } : {}), haunt });
  const killAllies = (s: GameState) => {
    let t: GameState;
    [t] = cast(s, A, spell([{ op: 'destroy', subject: { ref: 'allAllies' } }]));
    return settle(t); // both triggers are Alice's: she orders them
  };

  it('Phantasmagoria (game-mechanics-mastery.md#phantasmagoria): with the Alice Bonus, each Specter ally of yours that dies puts a haunt counter on it', () => {
    let s = start('Alice');
    [s] = addObject(s, A, 'test-specter');
    [s] = addObject(s, A, 'test-specter');
    [s] = addObject(s, A, 'woodland-squirrels'); // not a Specter
    [s] = addObject(s, B, 'test-specter'); // not yours
    s = killAllies(s);
    expect(s.masteries?.[A]?.counters.haunt).toBe(2);
    // Without the bonus, no counter.
    s = start('Tristan');
    [s] = addObject(s, A, 'test-specter');
    s = killAllies(s);
    expect(s.masteries?.[A]?.counters.haunt ?? 0).toBe(0);
  });

  it('Phantasmagoria (game-mechanics-mastery.md#phantasmagoria): at your end phase you may put your graveyard on the bottom of your deck, then mill one per haunt counter', () => {
    let s = start('Alice', 2);
    let g1: string, g2: string;
    [s, g1] = addCard(s, A, 'woodland-squirrels', 'graveyard');
    [s, g2] = addCard(s, A, 'woodland-squirrels', 'graveyard');
    const deck = player(s, A).mainDeck.length;
    const top = player(s, A).mainDeck.slice(0, 2);
    const grave = player(s, A).graveyard.length;
    s = toMay(s);
    expect(s.pending?.kind).toBe('may');
    s = answer(s, true);
    // "In any order": the owner picks it (here the graveyard's own order; resolution-choices-edge.test.ts).
    while (s.pending?.kind === 'orderBottom') s = decide(s, A, offered(s)[0]!);
    const p = player(s, A);
    expect(p.graveyard).toEqual(top);
    expect(p.mainDeck.length).toBe(deck + grave - 2);
    expect(p.mainDeck.slice(-grave)).toContain(g1);
    expect(p.mainDeck.slice(-grave)).toContain(g2);
  });

  it('Phantasmagoria (game-mechanics-mastery.md#phantasmagoria): declining leaves the graveyard; an empty graveyard still lets you mill', () => {
    let s = start('Alice', 1);
    [s] = addCard(s, A, 'woodland-squirrels', 'graveyard');
    const before = player(s, A).graveyard.slice();
    s = answer(toMay(s), false);
    expect(player(s, A).graveyard).toEqual(before);
    s = start('Alice', 1);
    s = edit(s, (t) => { player(t, A).graveyard = []; });
    const top = player(s, A).mainDeck[0];
    s = answer(toMay(s), true);
    expect(player(s, A).graveyard).toEqual([top]);
  });

  it('Phantasmagoria (game-mechanics-mastery.md#phantasmagoria): non-Specter cards in your graveyard lose all abilities (Floating Memory), Specters keep theirs', () => {
    const floatingSpecter: CardDef = { ...allyDef('test-floating-specter', 1, 1, { subtypes: ['SPECTER'] }), keywords: ['floatingMemory'] };
    const floatingPlain: CardDef = { ...allyDef('test-floating-plain', 1, 1), keywords: ['floatingMemory'] };
    let s = edit(passUntil(newGame({ first: A }), atMain(A)), (t) => {
      t.defs[floatingSpecter.slug] = floatingSpecter;
      t.defs[floatingPlain.slug] = floatingPlain;
    });
    let ghost: string, plain: string;
    [s, ghost] = addCard(s, A, floatingSpecter.slug, 'graveyard');
    [s, plain] = addCard(s, A, floatingPlain.slug, 'graveyard');
    expect(floatingMemoryCards(s, A)).toEqual([ghost, plain]);
    s = withMastery(s, A, phantasmagoria); // no champion bonus needed
    expect(floatingMemoryCards(s, A)).toEqual([ghost]);
    // Only its own player's graveyard.
    let bobs: string;
    [s, bobs] = addCard(s, B, floatingPlain.slug, 'graveyard');
    expect(floatingMemoryCards(s, B)).toEqual([bobs]);
  });
});

describe('Fractured Memories (game-mechanics-mastery.md#fractured-memories)', () => {
  const victim = allyDef('test-victim', 0, 1);
  /** Bob (Merlin, unless named otherwise) has Fractured Memories and a 1-power sword on his turn. */
  function bobsTurn(champ = 'Merlin'): [GameState, string] {
    let s = withMastery(passUntil(newGame({ first: A }), atMain(B)), B, fracturedMemories, { champion: champ });
    s = edit(s, (t) => { t.defs = { ...t.defs, [victim.slug]: victim }; });
    return addObject(s, B, 'training-sword');
  }
  const attack = (s: GameState, sword: string, target: string, accept: boolean) => {
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon: sword });
    s = act(s, B, { type: 'chooseAttackTarget', target });
    return settle(passUntil(s, (t) => t.combat === null || t.pending?.kind === 'may'), { accept });
  };
  const sheenOn = (s: GameState, id: string, n: number) => edit(s, (t) => { t.objects[id]!.counters = { ...t.objects[id]!.counters, sheen: n }; });

  it('Fractured Memories (game-mechanics-mastery.md#fractured-memories): On Champion Hit, Merlin may move the hit champion\'s sheen counters; three or more: 3 damage to it', () => {
    let [s, sword] = bobsTurn();
    s = sheenOn(s, champion(s, A).id, 3);
    const before = champion(s, A).damage;
    s = attack(s, sword, champion(s, A).id, true);
    expect(s.masteries?.[B]?.counters.sheen).toBe(3);
    expect(champion(s, A).counters.sheen ?? 0).toBe(0);
    expect(champion(s, A).damage - before).toBe(1 + 3);
    // Two counters moved: no damage.
    [s, sword] = bobsTurn();
    s = sheenOn(s, champion(s, A).id, 2);
    s = attack(s, sword, champion(s, A).id, true);
    expect(s.masteries?.[B]?.counters.sheen).toBe(2);
    expect(champion(s, A).damage).toBe(before + 1);
  });

  it('Fractured Memories (game-mechanics-mastery.md#fractured-memories): declining leaves the counters; without the Merlin Bonus nothing triggers', () => {
    let [s, sword] = bobsTurn();
    s = sheenOn(s, champion(s, A).id, 4);
    s = attack(s, sword, champion(s, A).id, false);
    expect(champion(s, A).counters.sheen).toBe(4);
    expect(s.masteries?.[B]?.counters.sheen ?? 0).toBe(0);
    [s, sword] = bobsTurn('Tristan');
    s = sheenOn(s, champion(s, A).id, 4);
    s = attack(s, sword, champion(s, A).id, true);
    expect(champion(s, A).counters.sheen).toBe(4);
    expect(s.masteries?.[B]?.counters.sheen ?? 0).toBe(0);
  });

  it('Fractured Memories (game-mechanics-mastery.md#fractured-memories): On Ally Kill, the killed ally\'s sheen counters (last known) go onto the mastery', () => {
    let [s, sword] = bobsTurn();
    let ally: string;
    [s, ally] = addObject(s, A, victim.slug);
    s = sheenOn(s, ally, 2);
    s = attack(s, sword, ally, true);
    expect(s.objects[ally]).toBeUndefined();
    expect(s.masteries?.[B]?.counters.sheen).toBe(2);
  });
});
