// Continuous effects, edge cases: type-expansion conflicts, abilities gained from effects, effects on
// cards outside the field, and timestamps of lineage cards and of objects entering together
// (game-mechanics/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md,
// general-rules/general-rules-card-characteristics/README.md).
import { describe, expect, it } from 'vitest';
import {
  addTypes, characteristics, destroy, gainKeyword, loseAllAbilities, objectSet, setElement, staticAbility, summonToken, target, targetAlly,
} from '../../src/cards/define.js';
import type { Ability, CardDef, CardSet, CharacteristicChange, ObjectSet } from '../../src/cards/vocabulary.js';
import { legalActions, RULES } from '../../src/engine/index.js';
import type { CharacteristicEffect, GameState } from '../../src/engine/types.js';
import { currentPower, hasKeyword, objDef } from '../../src/engine/state/query.js';
import {
  abilityTimestamp, cardLostAllAbilities, GAINED_ABILITY_INDEX, gainedAbilities, gainedAbilityRefs, gainedInline, layered,
  layeredCardDef, lineageCardKeepsAbilities,
} from '../../src/engine/effects/continuous.js';
import { enterSimultaneously, simultaneousEntryOrder } from '../../src/engine/effects/timestamps.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';
import { ally, item, action, start } from '../engine/test-cards.js';
import { cast } from './continuous-helpers.js';

const page = 'types-of-effects-continuous-effects/README.md';
const chars = 'general-rules-card-characteristics/README.md';


/** An effect made by a resolution, written straight into the state (controlled by `who`). */
function effect(
  s: GameState, changes: CharacteristicChange[], on: { objects?: string[]; set?: ObjectSet; cards?: CardSet },
  duration: 'untilEndOfTurn' | 'permanent' = 'permanent', who = A,
): GameState {
  return edit(s, (t) => {
    const e: CharacteristicEffect = { id: `e${t.nextId++}`, changes, duration, timestamp: t.nextTimestamp++, controller: who, ...on };
    t.characteristicEffects = [...(t.characteristicEffects ?? []), e];
  });
}

const cardsIn = (zone: CardSet['zone'], whose: CardSet['whose'], extra: Partial<CardSet> = {}): CardSet => ({ zone, whose, ...extra });
/** A static ability on cards outside the field ("cards in graveyards are …"). */
const onCards = (changes: CharacteristicChange[], cards: CardSet): Ability => staticAbility({ kind: 'characteristics', changes, cards });
const onDeath: Ability = { kind: 'triggered', trigger: { on: 'death' }, effects: [{ op: 'draw', who: 'you', count: 1 }] };
const gainAbility = (ability: Ability): CharacteristicChange => ({ kind: 'gainAbility', ability });

describe('Type-expansion conflicts', () => {
  it(`Type-expansion (${chars}#type-expansion): an ally that is also a champion is banished when destroyed, the more restrictive destination`, () => {
    expect(RULES.typeExpansion).toContain('#type-expansion');
    let s = start(ally('test-squire', 1, 3), ally('test-page', 1, 3));
    let squire: string, pageAlly: string;
    [s, squire] = addObject(s, A, 'test-squire');
    [s, pageAlly] = addObject(s, A, 'test-page');
    const card = s.objects[squire]!.card!;
    const other = s.objects[pageAlly]!.card!;
    s = effect(s, [addTypes(['CHAMPION'])], { objects: [squire] });
    s = effect(s, [addTypes(['ITEM'])], { objects: [pageAlly] });
    expect(objDef(s, s.objects[squire]!).types).toEqual(['ALLY', 'CHAMPION']);
    s = cast(s, action('test-smite', [destroy(target())], [targetAlly()]), [squire]);
    s = cast(s, action('test-smite2', [destroy(target())], [targetAlly()]), [pageAlly]);
    expect(s.objects[squire]).toBeUndefined();
    expect(player(s, A).banishment).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
    // No conflict when the added type has no rule about where the card goes: the graveyard.
    expect(player(s, A).graveyard).toContain(other);
  });
});

describe('Abilities gained from effects (layer D)', () => {
  it(`Layers (${page}#layers): an object gains a triggered ability from an instanced effect; it is carried inline when used`, () => {
    let s = start(ally('test-one', 1, 1));
    let a1: string;
    [s, a1] = addObject(s, A, 'test-one');
    expect(gainedAbilities(s, s.objects[a1]!)).toEqual([]);
    s = effect(s, [gainAbility(onDeath)], { objects: [a1] });
    expect(gainedAbilities(s, s.objects[a1]!)).toEqual([onDeath]);
    const [ref] = gainedAbilityRefs(s, s.objects[a1]!);
    expect(ref).toEqual({ def: 'test-one', index: GAINED_ABILITY_INDEX, ability: onDeath });
    expect(gainedInline(ref!)).toEqual({ inline: onDeath });
    expect(gainedInline({ index: 0, ability: onDeath })).toEqual({}); // a printed ability is found by its index
    expect(objDef(s, s.objects[a1]!).abilities).toEqual([]); // the card's own list is untouched
  });

  it(`Layers (${page}#layers): a gained static ability that modifies stats applies like a printed one`, () => {
    let s = start(ally('test-one', 1, 1), ally('test-two', 2, 2));
    let a1: string, a2: string;
    [s, a1] = addObject(s, A, 'test-one');
    [s, a2] = addObject(s, A, 'test-two');
    const buff = staticAbility({ kind: 'modifyStat', affects: 'otherAlliesYouControl', stat: 'power', amount: 2 });
    s = effect(s, [gainAbility(buff)], { objects: [a1] });
    expect(currentPower(s, s.objects[a2]!)).toBe(4);
    expect(currentPower(s, s.objects[a1]!)).toBe(1); // "other" allies only
    s = effect(s, [loseAllAbilities()], { objects: [a1] });
    expect(currentPower(s, s.objects[a2]!)).toBe(2);
  });

  it(`Timestamps (${page}#timestamps): gains and losses of abilities apply oldest first, so only a newer loss removes a gain`, () => {
    let s = start(ally('test-one', 1, 1), ally('test-two', 1, 1));
    let a1: string, a2: string;
    [s, a1] = addObject(s, A, 'test-one');
    [s, a2] = addObject(s, A, 'test-two');
    s = effect(s, [gainAbility(onDeath)], { objects: [a1] });
    s = effect(s, [loseAllAbilities()], { objects: [a1] });
    s = effect(s, [loseAllAbilities()], { objects: [a2] });
    s = effect(s, [gainAbility(onDeath)], { objects: [a2] });
    expect(gainedAbilities(s, s.objects[a1]!)).toEqual([]);
    expect(gainedAbilities(s, s.objects[a2]!)).toEqual([onDeath]);
    const order = layered(s)!.applied.filter((e) => e.objects?.includes(a2)).map((e) => e.change.kind);
    expect(order).toEqual(['loseAllAbilities', 'gainAbility']);
  });

  it(`Static effects (${page}#static-effects): Automaton allies you control have a granted On Death ability, even ones that enter later, while the source keeps its abilities`, () => {
    const leader = ally('test-visionary', 1, 1, {
      abilities: [staticAbility(characteristics([gainKeyword('taunt'), gainAbility(onDeath)], objectSet('yourAllies', { subtype: 'AUTOMATON' })))],
    });
    let s = start(leader, ally('test-bot', 1, 1, { subtypes: ['AUTOMATON'] }), ally('test-human', 1, 1));
    let lead: string, human: string;
    [s, lead] = addObject(s, A, 'test-visionary');
    [s, human] = addObject(s, A, 'test-human');
    let bot: string;
    [s, bot] = addObject(s, A, 'test-bot'); // entered after the source
    expect(gainedAbilities(s, s.objects[bot]!)).toEqual([onDeath]);
    expect(hasKeyword(s, s.objects[bot]!, 'taunt')).toBe(true);
    expect(gainedAbilities(s, s.objects[human]!)).toEqual([]);
    // The source loses its abilities (newer): the grant depends on it and goes (#dependencies).
    s = effect(s, [loseAllAbilities()], { objects: [lead] });
    expect(gainedAbilities(s, s.objects[bot]!)).toEqual([]);
  });

  it(`Last-known information (game-mechanics/game-mechanics-card-and-object-information.md#last-known-information): an ally that lost all its abilities dies without its printed On Death`, () => {
    const drawer = ally('test-drawer', 1, 1, { abilities: [onDeath] });
    let s = start(drawer);
    let a1: string, a2: string;
    [s, a1] = addObject(s, A, 'test-drawer');
    [s, a2] = addObject(s, A, 'test-drawer');
    s = effect(s, [loseAllAbilities()], { objects: [a1] });
    const kill = (st: GameState, id: string, slug: string) => {
      let card: string;
      [st, card] = addCard(withDef(st, action(slug, [destroy(target())], [targetAlly()])), A, slug);
      st = act(st, A, { type: 'activate', card });
      for (let i = 0; i < 20 && st.pending; i++) {
        const legal = legalActions(st, A);
        st = act(st, A, legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === id) ?? legal[0]!);
      }
      return passUntil(st, (t) => t.stack.length === 0 || t.stack.some((i) => i.def === 'test-drawer'));
    };
    expect(kill(s, a1, 'test-kill1').stack.filter((i) => i.def === 'test-drawer')).toHaveLength(0);
    expect(kill(s, a2, 'test-kill2').stack.filter((i) => i.def === 'test-drawer')).toHaveLength(1);
  });

  it(`Syntax (${page}#syntax-of-continuous-effects): a gained static keyword ability is that keyword, and a later loss takes it`, () => {
    let s = start(ally('test-one', 1, 1));
    let a1: string;
    [s, a1] = addObject(s, A, 'test-one');
    s = effect(s, [gainAbility(staticAbility({ kind: 'keyword', keyword: 'stealth' }))], { objects: [a1] }, 'untilEndOfTurn');
    expect(hasKeyword(s, s.objects[a1]!, 'stealth')).toBe(true);
    s = effect(s, [loseAllAbilities()], { objects: [a1] });
    expect(hasKeyword(s, s.objects[a1]!, 'stealth')).toBe(false);
  });
});

describe('Continuous effects on cards outside the field', () => {
  const lantern = item('test-lantern', { abilities: [onCards([setElement('NORM')], cardsIn('graveyard', 'each'))] });
  const censer = item('test-censer', { abilities: [onCards([loseAllAbilities()], cardsIn('graveyard', 'each'))] });
  const fiery = ally('test-fiery', 2, 2, { elements: ['FIRE'] });
  const floaty = ally('test-floaty', 1, 1, { keywords: ['floatingMemory'] });

  it(`Static effects (${page}#static-effects): cards in graveyards are norm, including cards that arrive later; cards in hand are not`, () => {
    let s = start(lantern, fiery);
    let early: string, late: string, held: string;
    [s, early] = addCard(s, B, 'test-fiery', 'graveyard');
    [s, held] = addCard(s, B, 'test-fiery', 'hand');
    [s] = addObject(s, A, 'test-lantern');
    [s, late] = addCard(s, B, 'test-fiery', 'graveyard');
    expect(layeredCardDef(s, early)!.elements).toEqual(['NORM']);
    expect(layeredCardDef(s, late)!.elements).toEqual(['NORM']);
    expect(layeredCardDef(s, held)).toBeUndefined();
  });

  it(`Layers (${page}#layers): an element set on graveyard cards (C) outlives its source's loss of abilities (D); a loss of abilities on them does not`, () => {
    let s = start(lantern, censer, fiery, floaty);
    let lamp: string, pot: string, burnt: string, floater: string;
    [s, lamp] = addObject(s, A, 'test-lantern');
    [s, pot] = addObject(s, A, 'test-censer');
    [s, burnt] = addCard(s, B, 'test-fiery', 'graveyard');
    [s, floater] = addCard(s, B, 'test-floaty', 'graveyard');
    expect(cardLostAllAbilities(s, floater)).toBe(true);
    expect(layeredCardDef(s, floater)!.keywords).not.toContain('floatingMemory');
    s = effect(s, [loseAllAbilities()], { objects: [lamp, pot] });
    expect(layeredCardDef(s, burnt)!.elements).toEqual(['NORM']);
    expect(cardLostAllAbilities(s, floater)).toBe(false);
    expect(layeredCardDef(s, floater)).toBeUndefined();
  });

  it(`Dependencies (${page}#dependencies): "attack cards in your graveyard have floating memory" covers only its set, and waits for a loss of its source's abilities`, () => {
    const blade = ally('test-blade-master', 2, 2, {
      abilities: [onCards([gainKeyword('floatingMemory')], cardsIn('graveyard', 'yours', { type: 'ATTACK' }))],
    });
    const strike = { ...action('test-strike', []), types: ['ATTACK' as const] };
    let s = start(blade, strike, fiery);
    let master: string, mine: string, theirs: string, notAttack: string;
    [s, master] = addObject(s, A, 'test-blade-master');
    [s, mine] = addCard(s, A, 'test-strike', 'graveyard');
    [s, theirs] = addCard(s, B, 'test-strike', 'graveyard');
    [s, notAttack] = addCard(s, A, 'test-fiery', 'graveyard');
    expect(layeredCardDef(s, mine)!.keywords).toContain('floatingMemory');
    expect(layeredCardDef(s, theirs)).toBeUndefined();
    expect(layeredCardDef(s, notAttack)).toBeUndefined();
    s = effect(s, [loseAllAbilities()], { objects: [master] }, 'untilEndOfTurn', B);
    expect(layeredCardDef(s, mine)).toBeUndefined();
  });

  it(`Syntax (${page}#syntax-of-continuous-effects): "until end of turn, cards in that opponent's memory are norm" covers cards added later, then ends`, () => {
    let s = start(fiery);
    let before: string, after: string, mine: string;
    [s, before] = addCard(s, B, 'test-fiery', 'memory');
    [s, mine] = addCard(s, A, 'test-fiery', 'memory');
    const mirror = action('test-mirror', [{ op: 'staticCharacteristics', set: objectSet('allObjects'), cards: cardsIn('memory', 'opponents'), changes: [setElement('NORM')], duration: 'untilEndOfTurn' }], [{ kind: 'player', controller: 'opponent' }]);
    s = cast(s, mirror);
    expect(s.characteristicEffects!.at(-1)!.cards!.player).toBe(B); // the targeted opponent's memory
    [s, after] = addCard(s, B, 'test-fiery', 'memory');
    expect(layeredCardDef(s, before)!.elements).toEqual(['NORM']);
    expect(layeredCardDef(s, after)!.elements).toEqual(['NORM']);
    expect(layeredCardDef(s, mine)).toBeUndefined();
    s = passUntil(s, atMain(B));
    expect(layeredCardDef(s, after)).toBeUndefined();
  });
});

describe('Timestamps of lineage cards and of simultaneous entries', () => {
  /** Alice's champion with an inner lineage of these test champion cards, each entering the lineage at the given timestamp. */
  function withLineage(s: GameState, cards: { def: CardDef; at: number }[]): [GameState, string[]] {
    const ids: string[] = [];
    for (const c of cards) {
      let id: string;
      [s, id] = addCard(withDef(s, c.def), A, c.def.slug, 'banishment');
      ids.push(id);
    }
    s = edit(s, (t) => {
      const o = t.objects[t.players.find((p) => p.id === A)!.champion!]!;
      t.players.find((p) => p.id === A)!.banishment = t.players.find((p) => p.id === A)!.banishment.filter((c) => !ids.includes(c));
      o.lineage = [...ids, ...o.lineage];
      o.lineageTimestamps = Object.fromEntries(ids.map((id, i) => [id, cards[i]!.at]));
    });
    return [s, ids];
  }
  const lineageCard = (slug: string, ab: Ability): CardDef =>
    ({ ...item(slug), types: ['CHAMPION'], level: 0, life: 15, abilities: [{ ...ab, inherited: true } as Ability] });

  it(`Timestamps (${page}#timestamps): an Inherited Effect has the timestamp of its card's entering the lineage, not the champion object's`, () => {
    const waterAura = item('test-water-aura', { abilities: [staticAbility(characteristics([setElement('WATER')], objectSet('allAllies')))] });
    const fireHeir = lineageCard('test-fire-heir', staticAbility(characteristics([setElement('FIRE')], objectSet('allAllies'))));
    let s = start(waterAura, ally('test-one', 1, 1));
    let a1: string;
    [s, a1] = addObject(s, B, 'test-one');
    [s] = addObject(s, B, 'test-water-aura'); // newer than the champion object
    const champ = champion(s, A);
    let heir: string[];
    [s, heir] = withLineage(s, [{ def: fireHeir, at: s.nextTimestamp + 5 }]); // the card entered the lineage later still
    expect(champion(s, A).timestamp).toBe(champ.timestamp);
    expect(abilityTimestamp(s, champion(s, A), 'test-fire-heir')).toBe(champion(s, A).lineageTimestamps![heir[0]!]);
    expect(objDef(s, s.objects[a1]!).elements).toEqual(['FIRE']);
  });

  it(`Timestamps (${page}#timestamps): a champion that lost all abilities gets back the Inherited Effects of cards that entered its lineage after the loss`, () => {
    let s = start();
    const before = lineageCard('test-old-heir', staticAbility({ kind: 'keyword', keyword: 'taunt' }));
    const after = lineageCard('test-new-heir', staticAbility({ kind: 'keyword', keyword: 'stealth' }));
    const champ = champion(s, A);
    s = effect(s, [loseAllAbilities()], { objects: [champ.id] }, 'untilEndOfTurn', B);
    const lostAt = s.nextTimestamp - 1;
    let ids: string[];
    [s, ids] = withLineage(s, [{ def: before, at: lostAt - 1 }, { def: after, at: lostAt + 1 }]);
    const o = champion(s, A);
    expect(hasKeyword(s, o, 'taunt')).toBe(false);
    expect(hasKeyword(s, o, 'stealth')).toBe(true);
    expect(lineageCardKeepsAbilities(s, o, ids[0]!)).toBe(false);
    expect(lineageCardKeepsAbilities(s, o, ids[1]!)).toBe(true);
  });

  it(`Timestamps (${page}#timestamps): levelling up keeps the champion object's timestamp and gives the new card its own`, () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    [s] = addCard(s, A, 'smoke-out', 'memory');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
    const before = champion(s, A);
    const rai = player(s, A).materialDeck.find((c) => s.cards[c]!.def === 'rai-spellcrafter')!;
    s = act(s, A, { type: 'materialize', card: rai });
    s = passUntil(s, (t) => t.stack.length === 0 && t.phase !== 'materialize');
    const after = champion(s, A);
    expect(after.card).toBe(rai);
    expect(after.timestamp).toBe(before.timestamp);
    expect(after.lineageTimestamps![rai]).toBeGreaterThan(before.timestamp);
    expect(abilityTimestamp(s, after, after.def)).toBe(after.lineageTimestamps![rai]);
  });

  it(`Timestamps (${page}#timestamps): objects entering together are timestamped in turn order from the turn player, each player's in their chosen order`, () => {
    let s = start(ally('test-one', 1, 1));
    s = edit(s, (t) => { t.turnPlayer = t.players.findIndex((p) => p.id === B); });
    const entries = [
      { card: null, def: 'test-one', controller: A, owner: A, rested: false },
      { card: null, def: 'test-one', controller: B, owner: B, rested: true },
      { card: null, def: 'test-one', controller: A, owner: A, rested: true },
      { card: null, def: 'test-one', controller: B, owner: B, rested: false },
    ];
    expect(simultaneousEntryOrder(s, entries)).toEqual([entries[1], entries[3], entries[0], entries[2]]);
    const ctx = { s: JSON.parse(JSON.stringify(s)) as GameState, events: [] };
    const made = enterSimultaneously(ctx, entries);
    expect(made.map((o) => [o.controller, o.rested])).toEqual([[B, true], [B, false], [A, false], [A, true]]);
    const stamps = made.map((o) => o.timestamp);
    expect(stamps).toEqual([...stamps].sort((x, y) => x - y));
    expect(new Set(stamps).size).toBe(4);
  });

  it(`Timestamps (${page}#timestamps): tokens summoned together enter in sequence, each with its own timestamp`, () => {
    const token: CardDef = { ...ally('test-sprout', 1, 1), types: ['ALLY', 'TOKEN'] };
    let s = start(token);
    const before = new Set(s.field);
    s = cast(s, action('test-sprouting', [summonToken('test-sprout', 3)]));
    const made = s.field.filter((id) => !before.has(id)).map((id) => s.objects[id]!);
    expect(made.map((o) => o.def)).toEqual(['test-sprout', 'test-sprout', 'test-sprout']);
    const stamps = made.map((o) => o.timestamp);
    expect(stamps).toEqual([...stamps].sort((x, y) => x - y));
    expect(new Set(stamps).size).toBe(3);
  });
});
