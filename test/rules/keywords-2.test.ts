// More keywords of glossary/keywords-and-abilities.md: restriction abilities and combat keywords.
import { describe, expect, it } from 'vitest';
import { classBonus, defineCard, draw, ifThen, levelRestriction, memoryRestriction, reserve } from '../../src/cards/define.js';
import type { CardDef, Condition } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import { validateDeck } from '../../src/engine/flow/deck-rules.js';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../src/cards/fixtures/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, withDef } from '../engine/helpers.js';

/** A fast 0-cost action of the given class that draws 1, and 1 more if `bonus` holds. */
const bonusDraw = (slug: string, bonus: Condition, classes = ['MAGE']): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], classes, element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(1), ifThen(bonus, [draw(1)])] });

function drawsWith(s: GameState, slug: string): number {
  let card: string;
  [s, card] = addCard(s, A, slug);
  const hand = player(s, A).hand.length;
  s = act(s, A, { type: 'activate', card });
  s = passUntil(s, (t) => t.stack.length === 0);
  return player(s, A).hand.length - (hand - 1);
}

const withChampion = (s: GameState, slug: string) => edit(s, (t) => {
  const o = t.objects[t.players[0]!.champion!]!;
  const card = t.players[0]!.materialDeck.find((c) => t.cards[c]!.def === slug)!;
  o.lineage.push(o.card!);
  o.card = card;
  o.def = slug;
});

describe('Restriction abilities (game-mechanics/game-mechanics-abilities/abilities-restriction-abilities.md#general-rules)', () => {
  it('Class Bonus (glossary/keywords-and-abilities.md#class-bonus): the bonus text works only if your champion shares the class, also for a card on the stack', () => {
    const s = withDef(newGame({ first: A }), bonusDraw('test-class-bonus', classBonus()));
    expect(drawsWith(s, 'test-class-bonus')).toBe(1); // Spirit of Fire is a SPIRIT, not a MAGE
    expect(drawsWith(withChampion(s, 'rai-spellcrafter'), 'test-class-bonus')).toBe(2);
  });

  it('Champion Bonus (glossary/keywords-and-abilities.md#champion-bonus): needs the named champion', () => {
    const s = withDef(newGame({ first: A }), bonusDraw('test-champion-bonus', { kind: 'championBonus', name: 'Rai' }));
    expect(drawsWith(s, 'test-champion-bonus')).toBe(1);
    expect(drawsWith(withChampion(s, 'rai-spellcrafter'), 'test-champion-bonus')).toBe(2);
  });

  it('Element Bonus (glossary/keywords-and-abilities.md#element-bonus): needs the element among your champion\'s elements', () => {
    const s = withDef(newGame({ first: A }), bonusDraw('test-water-bonus', { kind: 'elementBonus', element: 'WATER' }));
    const fire = withDef(newGame({ first: A }), bonusDraw('test-fire-bonus', { kind: 'elementBonus', element: 'FIRE' }));
    expect(drawsWith(s, 'test-water-bonus')).toBe(1);
    expect(drawsWith(fire, 'test-fire-bonus')).toBe(2);
  });

  it('Level Restriction (glossary/keywords-and-abilities.md#level-restriction): counts level modifiers', () => {
    const s = withDef(newGame({ first: A }), bonusDraw('test-level-2', levelRestriction(2)));
    expect(drawsWith(s, 'test-level-2')).toBe(1);
    expect(drawsWith(edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.level = 2; }), 'test-level-2')).toBe(2);
  });

  it('Memory N+ (glossary/keywords-and-abilities.md#memory-n): needs N cards in memory', () => {
    let s = withDef(newGame({ first: A }), bonusDraw('test-memory-2', memoryRestriction(2)));
    expect(drawsWith(s, 'test-memory-2')).toBe(1);
    [s] = addCard(s, A, 'smoke-out', 'memory');
    [s] = addCard(s, A, 'smoke-out', 'memory');
    expect(drawsWith(s, 'test-memory-2')).toBe(2);
  });
});

describe('Combat keywords (glossary/keywords-and-abilities.md)', () => {
  const bobsTurn = (...defs: CardDef[]) => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    for (const d of defs) s = withDef(s, d);
    return s;
  };
  const ally = (slug: string, power: number, life: number, keywords: CardDef['keywords']): CardDef =>
    ({ ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(1), power, life }, {}), keywords });

  it('Intercept (#intercept): when your champion is attacked, an awake ally with intercept may take the attack', () => {
    let s = bobsTurn(ally('test-interceptor', 1, 4, ['intercept']));
    let guard: string, horse: string;
    [s, guard] = addObject(s, A, 'test-interceptor');
    [s, horse] = addObject(s, B, 'ghostsight-mare');
    s = act(s, B, { type: 'attack', attacker: horse });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => t.pending?.kind === 'may');
    expect(s.pending!.player).toBe(A);
    s = act(s, A, { type: 'mayAnswer', accept: true });
    expect(s.combat!.defender).toBe(guard);
    s = passUntil(s, (t) => !t.combat && t.phase === 'main');
    expect(s.objects[guard]!.damage).toBe(2);
    expect(champion(s, A).damage).toBe(0);
  });

  it('Ambush (#ambush): a unit that is not defending may retaliate when another of your units is attacked', () => {
    let s = bobsTurn(ally('test-ambusher', 2, 3, ['ambush']));
    let lurker: string, horse: string;
    [s, lurker] = addObject(s, A, 'test-ambusher');
    [s, horse] = addObject(s, B, 'giant-tortoise'); // 1/6
    s = act(s, B, { type: 'attack', attacker: horse });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate');
    expect(legalActions(s, A)).toContainEqual({ type: 'retaliate', unit: lurker });
    s = act(s, A, { type: 'retaliate', unit: lurker });
    s = passUntil(s, (t) => !t.combat && t.phase === 'main');
    expect(s.objects[horse]!.damage).toBe(2);
  });

  it('Interdiction (#interdiction): while the card is on the stack nobody has Opportunity, then the turn player does', () => {
    let s = withDef(newGame({ first: A }), { ...bonusDraw('test-interdiction', levelRestriction(99)), keywords: ['interdiction'] });
    let card: string;
    [s, card] = addCard(s, A, 'test-interdiction');
    s = act(s, A, { type: 'activate', card });
    expect(s.stack).toHaveLength(0); // resolved at once: nobody could respond
    expect(player(s, A).graveyard).toContain(card);
    expect(s.players[s.opportunity!.player]!.id).toBe(A);
  });

  it('Divine Relic (#divine-relic): only one such card in the material deck', () => {
    const relic = (slug: string): CardDef => ({ ...FIXTURE_DEFS.find((d) => d.slug === 'crystal-of-empowerment')!, slug, name: slug, keywords: ['divineRelic'] });
    const defs = Object.fromEntries([...FIXTURE_DEFS, relic('relic-a'), relic('relic-b')].map((d) => [d.slug, d]));
    expect(validateDeck({ ...FIXTURE_DECKS.fire, material: [...FIXTURE_DECKS.fire.material, 'relic-a'] }, defs)).toEqual([]);
    expect(validateDeck({ ...FIXTURE_DECKS.fire, material: [...FIXTURE_DECKS.fire.material, 'relic-a', 'relic-b'] }, defs).join()).toMatch(/Divine Relic/);
  });
});
