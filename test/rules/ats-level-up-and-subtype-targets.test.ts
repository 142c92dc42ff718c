// Two small mechanics added for the Assassin/Tamer/Spirit card scripts, with cards of our own:
// - a champion that restricts its own leveling up (general-rules/general-rules-card-types/card-types-champion.md#general-rules, rule 9);
// - targets named by "one of these subtypes" or "without this subtype" (game-mechanics/game-mechanics-objects-and-targeting.md#target).
import { describe, expect, it } from 'vitest';
import { buffPower, defineCard, memory, reserve, staticAbility, target } from '../../src/cards/define.js';
import type { CardDef, TargetSpec } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, refuse, withDef } from '../engine/helpers.js';

const champ = (slug: string, name: string, level: number, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name, types: ['CHAMPION'], subtypes: ['WARRIOR'], classes: ['WARRIOR'], element: 'NORM', cost: memory(level), level, life: 20 }, {}), ...extra });

/** Alice's champion is `current`; at her next materialize phase `next` is in her material deck. */
function materializing(current: CardDef, next: CardDef): [GameState, string] {
  let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), current), next);
  s = edit(s, (t) => { t.objects[t.players.find((p) => p.id === A)!.champion!]!.def = current.slug; });
  for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
  let card: string;
  [s, card] = addCard(s, A, next.slug, 'materialDeck');
  return [passUntil(s, (t) => t.pending?.kind === 'materializePhase'), card];
}

const materializable = (s: GameState) => legalActions(s, A).filter((a) => a.type === 'materialize').map((a) => (a as { card: string }).card);

describe('Level-up restrictions on a champion (card-types-champion.md#general-rules, rule 9)', () => {
  const stuck = champ('test-stuck-champion', 'Stuck, Test', 1, { abilities: [staticAbility({ kind: 'levelUpRestriction' })] });
  const picky = champ('test-picky-spirit', 'Picky Test Spirit', 1, { abilities: [staticAbility({ kind: 'levelUpRestriction', onlyInto: 'Gale' })] });
  const next = champ('test-next-champion', 'Other, Test', 2);
  const gale = champ('test-gale-champion', 'Gale, Test', 2);

  it('a champion that "can\'t level up" is never offered a level up, and materializing one is refused', () => {
    const [s, card] = materializing(stuck, next);
    expect(materializable(s)).not.toContain(card);
    refuse(s, A, { type: 'materialize', card }, 'card-types-champion.md#general-rules');
    expect(champion(s, A).def).toBe(stuck.slug);
  });

  it('a champion that levels up "only into" a name accepts that name and refuses every other', () => {
    const [s, other] = materializing(picky, next);
    expect(materializable(s)).not.toContain(other);
    refuse(s, A, { type: 'materialize', card: other }, 'card-types-champion.md#general-rules');
    const [t, galeCard] = materializing(picky, gale);
    expect(materializable(t)).toContain(galeCard);
    const u = passUntil(act(t, A, { type: 'materialize', card: galeCard }), (x) => x.stack.length === 0 && !x.pending);
    expect(champion(u, A).def).toBe(gale.slug);
  });

  it('without the restriction the same level up is allowed (the restriction is what refuses it)', () => {
    const [s, card] = materializing(champ('test-free-champion', 'Free, Test', 1), next);
    expect(materializable(s)).toContain(card);
  });
});

describe('Subtype choices in a target (game-mechanics-objects-and-targeting.md#target)', () => {
  const ally = (slug: string, subtypes: string[]): CardDef =>
    defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
  const pump = (spec: TargetSpec): CardDef =>
    ({ ...defineCard({ slug: 'test-pump', name: 'test-pump', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), targets: [spec], onResolve: [buffPower(target(0), 1)] });

  function choices(spec: TargetSpec): { ids: Record<string, string>; offered: string[] } {
    let s = newGame({ first: A });
    const ids: Record<string, string> = {};
    for (const [slug, subtypes] of [['test-wolf', ['ANIMAL']], ['test-drake', ['BEAST']], ['test-knight', ['HUMAN', 'WARRIOR']]] as const) {
      [s, ids[slug]] = addObject(withDef(s, ally(slug, [...subtypes])), A, slug);
    }
    let card: string;
    [s, card] = addCard(withDef(s, pump(spec)), A, 'test-pump');
    s = act(s, A, { type: 'activate', card });
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    return { ids, offered };
  }

  it('"an Animal or Beast ally": an ally with either subtype may be chosen, no other', () => {
    const { ids, offered } = choices({ kind: 'ally', anySubtype: ['ANIMAL', 'BEAST'] });
    expect(offered.sort()).toEqual([ids['test-wolf']!, ids['test-drake']!].sort());
  });

  it('"a non-Human ally": every ally without the subtype may be chosen', () => {
    const { ids, offered } = choices({ kind: 'ally', notSubtype: 'HUMAN' });
    expect(offered).not.toContain(ids['test-knight']);
    expect(offered).toEqual(expect.arrayContaining([ids['test-wolf'], ids['test-drake']]));
  });
});

describe('Targets by keyword, and defending units (game-mechanics-objects-and-targeting.md#target)', () => {
  const mk = (slug: string, keywords: CardDef['keywords'] = []): CardDef =>
    ({ ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {}), keywords });
  const pump = (spec: TargetSpec): CardDef =>
    ({ ...defineCard({ slug: 'test-pump', name: 'test-pump', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), targets: [spec], onResolve: [buffPower(target(0), 1)] });
  const offered = (s: GameState, who: string, spec: TargetSpec): string[] => {
    let card: string;
    [s, card] = addCard(withDef(s, pump(spec)), who, 'test-pump');
    s = act(s, who, { type: 'activate', card });
    return legalActions(s, who).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
  };

  it('"an ally with stealth": only allies that have the keyword now', () => {
    let s = newGame({ first: A });
    let sneak: string, plain: string;
    [s, sneak] = addObject(withDef(s, mk('test-sneak', ['stealth'])), A, 'test-sneak');
    [s, plain] = addObject(withDef(s, mk('test-plain')), A, 'test-plain');
    expect(offered(s, A, { kind: 'ally', withKeyword: 'stealth' })).toEqual([sneak]);
    expect(offered(s, A, { kind: 'ally' })).toContain(plain);
  });

  it('"a defending ally": only the unit the current attack targets', () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    let attacked: string, other: string, raider: string;
    [s, attacked] = addObject(withDef(s, mk('test-guard')), A, 'test-guard');
    [s, other] = addObject(s, A, 'test-guard');
    [s, raider] = addObject(withDef(s, mk('test-raider')), B, 'test-raider', { enteredTurn: 0 });
    let none: string;
    [s, none] = addCard(withDef(s, pump({ kind: 'ally', defending: true })), B, 'test-pump');
    expect(legalActions(s, B)).not.toContainEqual({ type: 'activate', card: none }); // no combat: no defending ally to target
    s = act(act(s, B, { type: 'attack', attacker: raider }), B, { type: 'chooseAttackTarget', target: attacked });
    s = passUntil(s, (t) => t.opportunity !== null && t.players[t.opportunity.player]!.id === A && !t.pending);
    const ids = offered(s, A, { kind: 'ally', defending: true });
    expect(ids).toEqual([attacked]);
    expect(ids).not.toContain(other);
  });
});
