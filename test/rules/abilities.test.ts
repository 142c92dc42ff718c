// Where abilities work, redundancy, and restriction abilities (game-mechanics/game-mechanics-abilities/*.md).
import { describe, expect, it } from 'vitest';
import {
  activated, classBonus, defineCard, draw, ifThen, levelRestriction, onAttack, putCounters, reserve, restSelf, self, staticAbility,
  summonToken, triggered, whenever, yourChampion,
} from '../../src/cards/define.js';
import type { Ability, CardDef, Effect } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { floatingMemoryCards, hasKeyword } from '../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const README = 'game-mechanics/game-mechanics-abilities/README.md#general-rules';
const RESTRICT = 'game-mechanics/game-mechanics-abilities/abilities-restriction-abilities.md#general-rules';
const INTENT = 'game-mechanics/game-mechanics-game-zones/game-zones-intent.md#general-rules';

const ally = (slug: string, abilities: Ability[] = [], extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ALLY'], classes: ['MAGE'], element: 'NORM', cost: reserve(0), power: 1, life: 3 }, { abilities }), ...extra });
const spell = (slug: string, onResolve: Effect[], extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], subtypes: ['SPELL'], classes: ['MAGE'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve }), ...extra });
const token = defineCard({ slug: 'test-token', name: 'Test Token', types: ['TOKEN', 'ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, {});

function withDefs(s: GameState, ...defs: CardDef[]): GameState {
  for (const d of defs) s = withDef(s, d);
  return s;
}
const settle = (s: GameState): GameState => passUntil(s, (t) => t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending && atMain(t.players[t.turnPlayer]!.id)(t));
function cast(s: GameState, who: string, slug: string): GameState {
  let card: string;
  [s, card] = addCard(s, who, slug);
  s = act(s, who, { type: 'activate', card });
  return settle(s);
}
const setLevel = (s: GameState, who: string, n: number) => edit(s, (t) => { t.objects[t.players.find((p) => p.id === who)!.champion!]!.counters.level = n; });

describe('Where abilities work (game-mechanics/game-mechanics-abilities/README.md#general-rules)', () => {
  it(`an object's abilities work only on the field: the same card in hand, memory or graveyard does not trigger (${README})`, () => {
    const watcher = ally('test-watcher', [triggered(whenever('enters', { other: true }), [putCounters(yourChampion(), 'buff', 1)])]);
    let s = withDefs(newGame({ first: A }), watcher, token, spell('test-summon', [summonToken('test-token')]));
    [s] = addCard(s, A, 'test-watcher', 'hand');
    [s] = addCard(s, A, 'test-watcher', 'memory');
    [s] = addCard(s, A, 'test-watcher', 'graveyard');
    s = cast(s, A, 'test-summon');
    expect(champion(s, A).counters.buff ?? 0).toBe(0);
    [s] = addObject(s, A, 'test-watcher');
    s = cast(s, A, 'test-summon');
    expect(champion(s, A).counters.buff).toBe(1);
  });

  it(`an ability naming its zone works there: [Class Bonus] Floating Memory pays from the graveyard (${README})`, () => {
    const floaty = spell('test-floaty', [], { classes: ['SPIRIT'], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
    let s = withDefs(newGame({ first: A }), floaty);
    let card: string;
    [s, card] = addCard(s, A, 'test-floaty', 'graveyard');
    expect(floatingMemoryCards(s, A)).toContain(card); // the starting champion is a Spirit
  });

  it(`cards in the intent trigger their abilities as objects would, and not from the hand (${INTENT}, ${README})`, () => {
    const strike: CardDef = {
      ...defineCard({ slug: 'test-strike', name: 'Test Strike', types: ['ATTACK'], element: 'NORM', cost: reserve(0), power: 2 }, {
        abilities: [
          triggered(onAttack(), [putCounters(yourChampion(), 'buff', 1)]),
          triggered(whenever('dealtDamage', { who: 'opponent', type: 'CHAMPION' }), [draw(1)]),
        ],
      }),
    };
    let s = withDefs(passUntil(newGame({ first: A }), atMain(B)), strike);
    let card: string;
    [s, card] = addCard(s, B, 'test-strike');
    [s] = addCard(s, B, 'test-strike'); // a second copy stays in hand and must not trigger
    s = act(s, B, { type: 'activate', card });
    s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
    if (legalActions(s, B).some((a) => a.type === 'chooseWeapon')) s = act(s, B, { type: 'chooseWeapon', weapon: null });
    s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    const hand = player(s, B).hand.length;
    s = passUntil(s, (t) => t.phase === 'main' && !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending && atMain(B)(t));
    expect(champion(s, B).counters.buff).toBe(1); // On Attack from the intent
    expect(champion(s, A).damage).toBe(2);
    expect(player(s, B).hand.length).toBe(hand + 1); // one "whenever" trigger: the intent's, not the hand's
  });

  it(`redundant keywords take effect once: printed Vigor plus granted Vigor gives one trigger (${README})`, () => {
    let s = withDefs(newGame({ first: A }), ally('test-vigorous', [], { keywords: ['vigor'] }));
    let v: string;
    [s, v] = addObject(s, A, 'test-vigorous', { rested: true });
    s = edit(s, (t) => { t.keywordGrants = [...t.keywordGrants, { object: v, keyword: 'vigor', duration: 'untilEndOfTurn' }, { object: v, keyword: 'vigor', duration: 'permanent' }]; });
    expect(hasKeyword(s, s.objects[v]!, 'vigor')).toBe(true);
    s = passUntil(s, (t) => t.phase === 'end' && (t.stack.length > 0 || t.pending !== null));
    expect(s.pending).toBeNull(); // a single trigger: nothing to order
    expect(s.stack.filter((i) => i.source === v)).toHaveLength(1);
  });
});

describe('Restriction abilities (game-mechanics/game-mechanics-abilities/abilities-restriction-abilities.md#general-rules)', () => {
  it(`a static restriction is checked as the ability is activated: unmet, it can't be activated (${RESTRICT})`, () => {
    const tool = ally('test-tool', [activated([restSelf()], [draw(1)], { condition: levelRestriction(1) })]);
    let s = withDefs(newGame({ first: A }), tool);
    let o: string;
    [s, o] = addObject(s, A, 'test-tool');
    expect(legalActions(s, A)).not.toContainEqual({ type: 'activateAbility', object: o, index: 0 });
    refuse(s, A, { type: 'activateAbility', object: o, index: 0 }, 'abilities-restriction-abilities.md');
  });

  it(`once activated with the restriction met, the ability does not fizzle when it stops being met (${RESTRICT})`, () => {
    const tool = ally('test-tool', [activated([restSelf()], [draw(1)], { condition: levelRestriction(1) })]);
    let s = setLevel(withDefs(newGame({ first: A }), tool), A, 1);
    let o: string;
    [s, o] = addObject(s, A, 'test-tool');
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    s = setLevel(s, A, 0);
    const hand = player(s, A).hand.length;
    s = settle(s);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });

  it(`a triggered ability behind an unmet restriction is ignored: it never triggers (${RESTRICT})`, () => {
    const watcher = ally('test-watcher', [triggered(whenever('enters', { other: true }), [putCounters(self(), 'buff', 1)], { condition: levelRestriction(2) })]);
    let s = withDefs(newGame({ first: A }), watcher, token, spell('test-summon', [summonToken('test-token')]));
    let w: string;
    [s, w] = addObject(s, A, 'test-watcher');
    s = cast(s, A, 'test-summon');
    expect(s.objects[w]!.counters.buff ?? 0).toBe(0);
    s = setLevel(s, A, 2);
    s = cast(s, A, 'test-summon');
    expect(s.objects[w]!.counters.buff).toBe(1);
  });

  it(`an in-line restriction is checked as the effect resolves, not at activation (${RESTRICT})`, () => {
    let s = withDefs(newGame({ first: A }), spell('test-inline', [ifThen(levelRestriction(1), [draw(1)])]));
    let card: string;
    // Unmet at activation, met at resolution: the effect happens.
    [s, card] = addCard(s, A, 'test-inline');
    s = act(s, A, { type: 'activate', card });
    s = setLevel(s, A, 1);
    let hand = player(s, A).hand.length;
    s = settle(s);
    expect(player(s, A).hand.length).toBe(hand + 1);
    // Met at activation, unmet at resolution: it does not.
    [s, card] = addCard(s, A, 'test-inline');
    s = act(s, A, { type: 'activate', card });
    s = setLevel(s, A, 0);
    hand = player(s, A).hand.length;
    s = settle(s);
    expect(player(s, A).hand.length).toBe(hand);
  });

  it(`unmet restrictions grant no intrinsic properties, in any zone (${RESTRICT})`, () => {
    const hidden = ally('test-hidden', [staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus())]); // a Mage card, Spirit champion
    const floaty = spell('test-floaty', [], { abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
    let s = withDefs(newGame({ first: A }), hidden, floaty);
    let h: string, card: string;
    [s, h] = addObject(s, A, 'test-hidden');
    [s, card] = addCard(s, A, 'test-floaty', 'graveyard');
    expect(hasKeyword(s, s.objects[h]!, 'stealth')).toBe(false);
    expect(floatingMemoryCards(s, A)).not.toContain(card);
    // With the class matched, both work.
    s = edit(s, (t) => { t.defs['test-hidden'] = { ...t.defs['test-hidden']!, classes: ['SPIRIT'] }; t.defs['test-floaty'] = { ...t.defs['test-floaty']!, classes: ['SPIRIT'] }; });
    expect(hasKeyword(s, s.objects[h]!, 'stealth')).toBe(true);
    expect(floatingMemoryCards(s, A)).toContain(card);
  });
});
