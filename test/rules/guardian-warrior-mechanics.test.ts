// Mechanics added for the Guardian and Warrior regalia and champions, each tested on a test-only card:
// - "this champion can't level up" (glossary/game-terms.md#level-up);
// - statics on a Link object's linked object (glossary/keywords-and-abilities.md#link);
// - a weapon's True Sight while its attack is declared (glossary/keywords-and-abilities.md#true-sight);
// - "as long as you control no allies" and "as long as it's not your [phase]" conditions;
// - a weapon's On Hit and On Kill (glossary/keywords-and-abilities.md#on-hit, #on-kill);
// - an additional reserve cost to attack with a weapon, paid as the attack is declared
//   (game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules);
// - bonuses promised to a unit's next attack, or its attacks this turn, with abilities of the attack
//   (general-rules/general-rules-card-types/card-types-champion.md#general-rules, glossary/keywords-and-abilities.md#on-hit);
// - omens made from a chosen card of your own, and the event of an omen counter being put
//   (game-mechanics/game-mechanics-counters.md#omen).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, memory, reserve, staticAbility, targetAlly, triggered } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../src/engine/state/query.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const champ = (slug: string, level: number, script: Parameters<typeof defineCard>[1]): CardDef =>
  defineCard({ slug, name: slug, types: ['CHAMPION'], classes: ['WARRIOR'], element: 'NORM', cost: memory(0), level, life: 20 }, script);
const ally = (slug: string, keywords: CardDef['keywords'] = []): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 4 }, { keywords });

/** Alice's champion object becomes `def`. */
function championIs(s: GameState, def: CardDef): GameState {
  return edit(withDef(s, def), (t) => {
    const o = t.objects[player(t, A).champion!]!;
    t.cards[o.card!] = { owner: A, def: def.slug };
    o.def = def.slug;
  });
}

describe("a champion that can't level up (glossary/game-terms.md#level-up)", () => {
  const stuck = champ('test-stuck', 1, { abilities: [staticAbility({ kind: 'cantLevelUp' })] });
  const next = champ('test-next', 2, {});

  it('refuses the materialization of a next-level champion, citing the level up rules', () => {
    let s = championIs(passUntil(newGame({ first: A }), atMain(B)), stuck);
    let card: string;
    [s, card] = addCard(withDef(s, next), A, next.slug, 'materialDeck');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
    const v = refuse(s, A, { type: 'materialize', card }, 'glossary/game-terms.md#level-up');
    expect(v.message).toMatch(/can't level up/);
  });
});

describe('static abilities of a Link object on its linked object (glossary/keywords-and-abilities.md#link)', () => {
  const charm = defineCard({ slug: 'test-charm', name: 'Test Charm', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
    keywords: ['link'], targets: [targetAlly()],
    abilities: [
      staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'power', amount: 2 }),
      staticAbility({ kind: 'characteristics', set: { affects: 'linked' }, changes: [{ kind: 'gainKeyword', keyword: 'vigor' }] }),
    ],
  });
  const friend = ally('test-friend');

  it('apply to the linked object only, and stop once the link is gone', () => {
    let s = withDef(withDef(newGame({ first: A }), charm), friend);
    let a: string, b: string, c: string;
    [s, a] = addObject(s, A, friend.slug);
    [s, b] = addObject(s, A, friend.slug);
    [s, c] = addObject(s, A, charm.slug, { linkedTo: a });
    expect(currentStat(s, s.objects[a]!, 'power')).toBe(3);
    expect(hasKeyword(s, s.objects[a]!, 'vigor')).toBe(true);
    expect(currentStat(s, s.objects[b]!, 'power')).toBe(1);
    expect(hasKeyword(s, s.objects[b]!, 'vigor')).toBe(false);
    s = edit(s, (t) => { delete t.objects[c]!.linkedTo; });
    expect(currentStat(s, s.objects[a]!, 'power')).toBe(1);
    expect(hasKeyword(s, s.objects[a]!, 'vigor')).toBe(false);
  });
});

describe('True Sight of the weapon chosen for an attack (glossary/keywords-and-abilities.md#true-sight)', () => {
  const seer = defineCard({ slug: 'test-seer-blade', name: 'Test Seer Blade', types: ['WEAPON'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0), power: 1, durability: 2 }, { keywords: ['trueSight'] });
  const blade = defineCard({ slug: 'test-blade', name: 'Test Blade', types: ['WEAPON'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0), power: 1, durability: 2 }, {});
  const hidden = ally('test-hidden', ['stealth']);

  it('lets that attack target a unit with stealth; another weapon does not', () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    s = withDef(withDef(withDef(s, seer), blade), hidden);
    let w1: string, w2: string, h: string;
    [s, w1] = addObject(s, B, seer.slug);
    [s, w2] = addObject(s, B, blade.slug);
    [s, h] = addObject(s, A, hidden.slug);
    const targetsWith = (weapon: string) => {
      let t = act(s, B, { type: 'attack', attacker: champion(s, B).id });
      t = act(t, B, { type: 'chooseWeapon', weapon });
      return t;
    };
    const withSeer = targetsWith(w1);
    expect(act(withSeer, B, { type: 'chooseAttackTarget', target: h }).combat?.defender).toBe(h);
    refuse(targetsWith(w2), B, { type: 'chooseAttackTarget', target: h });
  });
});

describe('conditions: controlling no allies, and not being in one of your phases', () => {
  const lonely = champ('test-lonely', 1, { abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 5 }, { kind: 'controlsNoAllies', who: 'you' })] });
  const restless = champ('test-restless', 1, { abilities: [staticAbility({ kind: 'keyword', keyword: 'immortality' }, { kind: 'notYourPhase', phase: 'end' })] });
  const friend = ally('test-friend');

  it('"you control no allies" holds until an ally of yours is on the field; an opponent\'s does not count', () => {
    let s = withDef(championIs(newGame({ first: A }), lonely), friend);
    expect(currentStat(s, champion(s, A), 'life')).toBe(25);
    [s] = addObject(s, B, friend.slug);
    expect(currentStat(s, champion(s, A), 'life')).toBe(25);
    [s] = addObject(s, A, friend.slug);
    expect(currentStat(s, champion(s, A), 'life')).toBe(20);
  });

  it('"not your end phase" is false only in the end phase of your own turn', () => {
    let s = championIs(passUntil(newGame({ first: A }), atMain(A)), restless);
    expect(hasKeyword(s, champion(s, A), 'immortality')).toBe(true);
    s = passUntil(s, (t) => t.phase === 'end' && t.players[t.turnPlayer]!.id === A);
    expect(hasKeyword(s, champion(s, A), 'immortality')).toBe(false);
    s = passUntil(s, (t) => t.phase === 'end' && t.players[t.turnPlayer]!.id === B);
    expect(hasKeyword(s, champion(s, A), 'immortality')).toBe(true);
  });
});

describe("a weapon's On Hit and On Kill (glossary/keywords-and-abilities.md#on-hit, #on-kill)", () => {
  const drawBlade = defineCard({ slug: 'test-draw-blade', name: 'Test Draw Blade', types: ['WEAPON'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0), power: 2, durability: 3 }, {
    abilities: [triggered({ on: 'hit' }, [draw(1)]), triggered({ on: 'kill' }, [draw(2)])],
  });
  const frail = defineCard({ slug: 'test-frail', name: 'Test Frail', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 0, life: 1 }, {});
  const sturdy = defineCard({ slug: 'test-sturdy', name: 'Test Sturdy', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 0, life: 9 }, {});

  const attackWith = (victim: CardDef) => {
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), drawBlade), victim);
    let w: string, v: string;
    [s, w] = addObject(s, B, drawBlade.slug);
    [s, v] = addObject(s, A, victim.slug);
    const hand = player(s, B).hand.length;
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon: w });
    s = act(s, B, { type: 'chooseAttackTarget', target: v });
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending, 400);
    return player(s, B).hand.length - hand;
  };

  it('trigger when the attack using the weapon deals combat damage, and when it kills', () => {
    expect(attackWith(sturdy)).toBe(1);
    expect(attackWith(frail)).toBe(3);
  });
});

describe('an additional reserve cost to use a weapon for an attack (game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules)', () => {
  const heavy = defineCard({ slug: 'test-heavy', name: 'Test Heavy', types: ['WEAPON'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0), power: 2, durability: 2 }, {
    abilities: [staticAbility({ kind: 'attackCost', reserve: 1 })],
  });
  const battery = defineCard({ slug: 'test-battery', name: 'Test Battery', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { keywords: ['reservable'] });

  const bobReady = () => {
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), heavy), battery);
    s = edit(s, (t) => { t.players.find((p) => p.id === B)!.hand = []; });
    let w: string;
    [s, w] = addObject(s, B, heavy.slug);
    return { s, w };
  };
  const declare = (s: GameState, w: string) => {
    s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
    s = act(s, B, { type: 'chooseWeapon', weapon: w });
    return act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
  };

  it('a weapon whose cost cannot be paid cannot be wielded; an awake Reservable object can pay it, resting', () => {
    const { s, w } = bobReady();
    expect(legalActions(s, B)).not.toContainEqual({ type: 'attack', attacker: champion(s, B).id });
    let [t, cell] = addObject(s, B, battery.slug);
    t = declare(t, w);
    expect(t.pending?.kind).toBe('attackDeclaration');
    expect(legalActions(t, B).filter((a) => a.type !== 'concede')).toEqual([{ type: 'restForReserve', object: cell }, { type: 'cancel' }]);
    refuse(t, B, { type: 'chooseReserve', card: 'c1' }, 'playing-cards-costs-and-memory.md');
    t = act(t, B, { type: 'restForReserve', object: cell });
    expect(t.objects[cell]!.rested).toBe(true);
    expect(t.combat?.weapon).toBe(w);
  });

  it('cancelling before paying leaves everything as it was', () => {
    const { s, w } = bobReady();
    let [t, cell] = addObject(s, B, battery.slug);
    t = act(declare(t, w), B, { type: 'cancel' });
    expect(t.pending).toBeNull();
    expect(t.combat).toBeNull();
    expect(t.objects[cell]!.rested).toBe(false);
    expect(champion(t, B).rested).toBe(false);
  });
});

describe('bonuses for the next attack or the attacks this turn (glossary/keywords-and-abilities.md#on-hit)', () => {
  const blade = defineCard({ slug: 'test-blade-2', name: 'Test Blade 2', types: ['WEAPON'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0), power: 1, durability: 9 }, {});
  const promise = (scope: 'next' | 'thisTurn') => defineCard({ slug: `test-promise-${scope}`, name: 'Test Promise', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
    onResolve: [{ op: 'attackBonus', subject: { ref: 'yourChampion' }, amount: 2, scope, grants: [triggered({ on: 'hit' }, [draw(1)])] }],
  });
  const swings = (scope: 'next' | 'thisTurn') => {
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(B)), blade), promise(scope));
    let w: string, card: string;
    [s, w] = addObject(s, B, blade.slug);
    [s, card] = addCard(s, B, promise(scope).slug);
    s = act(s, B, { type: 'activate', card });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    const out: { damage: number; drawn: number }[] = [];
    for (let i = 0; i < 2; i++) {
      const damage = champion(s, A).damage;
      const hand = player(s, B).hand.length;
      s = act(s, B, { type: 'attack', attacker: champion(s, B).id });
      s = act(s, B, { type: 'chooseWeapon', weapon: w });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending, 400);
      out.push({ damage: champion(s, A).damage - damage, drawn: player(s, B).hand.length - hand });
      s = edit(s, (t) => { t.objects[player(t, B).champion!]!.rested = false; });
    }
    return out;
  };

  it("a 'next attack' bonus and its On Hit apply to one attack only", () => {
    expect(swings('next')).toEqual([{ damage: 3, drawn: 1 }, { damage: 1, drawn: 0 }]);
  });

  it("a 'this turn' bonus applies to each attack of the turn", () => {
    expect(swings('thisTurn')).toEqual([{ damage: 3, drawn: 1 }, { damage: 3, drawn: 1 }]);
  });
});

describe('omens from a chosen card of yours, and the omen counter event (game-mechanics/game-mechanics-counters.md#omen)', () => {
  const ritual = defineCard({ slug: 'test-ritual', name: 'Test Ritual', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
    onResolve: [{ op: 'banishOwnAsOmen', from: ['hand'] }],
  });
  const watcher = defineCard({ slug: 'test-watcher', name: 'Test Watcher', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
    abilities: [triggered({ on: 'whenever', event: 'omenCounter', filter: { who: 'you' } }, [draw(1)])],
  });

  it('the card is chosen as the effect resolves (any card of the zone, not a target); a watcher sees the omen counter', () => {
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), ritual), watcher);
    let card: string, keep: string;
    [s] = addObject(s, A, watcher.slug);
    [s, keep] = addCard(s, A, 'smoke-out');
    [s, card] = addCard(s, A, ritual.slug);
    s = act(s, A, { type: 'activate', card });
    s = passUntil(s, (t) => t.pending?.kind === 'chooseOmen');
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseCard', card: keep });
    refuse(s, A, { type: 'chooseCard', card: 'nope' }, 'game-mechanics-counters.md#omen');
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'chooseCard', card: keep });
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
    expect(player(s, A).banishment).toContain(keep);
    expect(s.cardCounters?.[keep]?.omen).toBe(1);
    expect(player(s, A).hand.length).toBe(hand - 1 + 1); // the chosen card left, the watcher drew one
  });
});
