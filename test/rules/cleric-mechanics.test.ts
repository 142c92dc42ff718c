// Mechanics added for the Cleric champions and regalia (issue 13): the level-up event, "can't level
// up", Balance, influence, token counts, and a source still on the field.
import { describe, expect, it } from 'vitest';
import { activated, cant, defineCard, draw, ifThen, memory, payReserve, putCounters, reserve, self, staticAbility, triggered, whenever } from '../../src/cards/define.js';
import { costToPay } from '../../src/engine/play/costs.js';
import { legalActions } from '../../src/engine/index.js';
import type { CardDef, Condition } from '../../src/cards/vocabulary.js';
import { RULES } from '../../src/engine/rules-refs.js';
import { GATHER_HERBS } from '../../src/engine/effects/cleric-ops.js';
import { scriptedDef } from '../../src/cards/scripts/index.js';
import { conditionMet } from '../../src/engine/state/query.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, edit, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const champ = (slug: string, level: number, script = {}): CardDef =>
  defineCard({ slug, name: `Test ${slug}`, types: ['CHAMPION'], subtypes: ['CLERIC'], classes: ['CLERIC'], element: 'NORM', cost: memory(level), level, life: 20 }, script);
const item = (slug: string, script = {}): CardDef =>
  defineCard({ slug, name: `Test ${slug}`, types: ['ITEM'], element: 'NORM', cost: memory(0) }, script);

/** Alice's next materialize phase with `def` in her material deck and enough memory to pay for it. */
function atMaterialize(s: GameState, def: CardDef): [GameState, string] {
  s = withDef(passUntil(s, atMain(B)), def);
  for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
  let card: string;
  [s, card] = addCard(s, A, def.slug, 'materialDeck');
  return [passUntil(s, (t) => t.pending?.kind === 'materializePhase'), card];
}
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;

describe('Level up (glossary/game-terms.md#level-up)', () => {
  it(`"whenever your champion levels up" triggers as the champion card is placed on the lineage, for its controller only (${RULES.levelUp})`, () => {
    const watcher = item('test-watcher', { abilities: [triggered(whenever('levelsUp', { who: 'you' }), [draw(1)])] });
    const theirs = item('test-their-watcher', { abilities: [triggered(whenever('levelsUp', { who: 'you' }), [draw(1)])] });
    let s = withDef(withDef(newGame({ first: A }), watcher), theirs);
    [s] = addObject(s, A, 'test-watcher');
    [s] = addObject(s, B, 'test-their-watcher');
    let card: string;
    [s, card] = atMaterialize(s, champ('test-one', 1));
    const [hA, hB] = [player(s, A).hand.length, player(s, B).hand.length];
    s = passUntil(act(s, A, { type: 'materialize', card }), settled);
    expect(player(s, A).hand.length).toBe(hA + 1);
    expect(player(s, B).hand.length).toBe(hB);
  });

  it('a champion that "can\'t level up" is refused the level up, and a level up already under way fizzles', () => {
    const stuck = champ('test-stuck', 1, { abilities: [staticAbility(cant('levelUp'))] });
    let s = withDef(newGame({ first: A }), stuck);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.def = 'test-stuck'; });
    let card: string;
    [s, card] = atMaterialize(s, champ('test-two', 2));
    refuse(s, A, { type: 'materialize', card }, 'game-terms.md#level-up');
    // The same champion without the prohibition may level up.
    const free = edit(s, (t) => { t.objects[player(t, A).champion!]!.def = 'test-free'; t.defs['test-free'] = champ('test-free', 1); });
    expect(passUntil(act(free, A, { type: 'materialize', card }), settled).objects[player(free, A).champion!]!.def).toBe('test-two');
  });
});

describe('Conditions the Cleric regalia read', () => {
  const met = (s: GameState, c: Condition, source?: string) => conditionMet(s, A, c, source ? s.objects[source] : undefined);
  const cards = (s: GameState, who: string, hand: number, mem: number) => edit(s, (t) => {
    const p = player(t, who);
    const all = [...p.hand, ...p.memory, ...p.mainDeck];
    p.hand = all.slice(0, hand);
    p.memory = all.slice(hand, hand + mem);
  });

  it('Balance (glossary/game-terms.md#label-keywords): as many cards in hand as in memory', () => {
    const s = newGame({ first: A });
    expect(met(cards(s, A, 2, 2), { kind: 'balance' })).toBe(true);
    expect(met(cards(s, A, 0, 0), { kind: 'balance' })).toBe(true);
    expect(met(cards(s, A, 2, 1), { kind: 'balance' })).toBe(false);
  });

  it('Influence (glossary/game-terms.md#influence): hand plus memory; the least influence, ties included', () => {
    const s = cards(newGame({ first: A }), B, 2, 1);
    expect(met(cards(s, A, 1, 1), { kind: 'leastInfluence' })).toBe(true);
    expect(met(cards(s, A, 0, 3), { kind: 'leastInfluence' })).toBe(true);
    expect(met(cards(s, A, 3, 1), { kind: 'leastInfluence' })).toBe(false);
  });

  it('Tokens (game-mechanics/game-mechanics-tokens.md): only objects with no card, that you control, count', () => {
    let s = withDef(newGame({ first: A }), item('test-thing'));
    for (let i = 0; i < 2; i++) [s] = addObject(s, A, 'test-thing', { card: null });
    [s] = addObject(s, A, 'test-thing');
    [s] = addObject(s, B, 'test-thing', { card: null });
    expect(met(s, { kind: 'controlsTokens', min: 2 })).toBe(true);
    expect(met(s, { kind: 'controlsTokens', min: 3 })).toBe(false);
  });

  it('an "if" in a resolution reads its source as earlier effects of the same resolution left it, and knows when it has left', () => {
    const counter = item('test-counter', {
      abilities: [activated([payReserve(0)], [putCounters(self(), 'refinement', 1), ifThen({ kind: 'selfCounters', counter: 'refinement', min: 1 }, [draw(1)])])],
    });
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), counter);
    let o: string;
    [s, o] = addObject(s, A, 'test-counter');
    const hand = player(s, A).hand.length;
    s = passUntil(act(s, A, { type: 'activateAbility', object: o, index: 0 }), settled);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(met(s, { kind: 'selfOnField' }, o)).toBe(true);
    expect(conditionMet(s, A, { kind: 'selfOnField' }, undefined)).toBe(false);
  });
});

describe('Gather (glossary/game-terms.md#gather)', () => {
  it('summons one of the six Herb tokens, chosen at random by the game\'s seeded generator', () => {
    const pouch = item('test-pouch', { abilities: [activated([], [{ op: 'gather' }])] });
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), pouch);
    for (const h of GATHER_HERBS) s = withDef(s, scriptedDef(h));
    let o: string;
    [s, o] = addObject(s, A, 'test-pouch');
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) s = passUntil(act(s, A, { type: 'activateAbility', object: o, index: 0 }), settled);
    const herbs = Object.values(s.objects).filter((x) => x.controller === A && x.card === null);
    for (const h of herbs) seen.add(h.def);
    expect(herbs).toHaveLength(12);
    expect([...seen].every((d) => (GATHER_HERBS as readonly string[]).includes(d))).toBe(true);
    expect(seen.size).toBeGreaterThan(2); // not always the same herb
  });
});

describe('Putting a card from hand on the bottom of the deck (game-mechanics/game-mechanics-drawing-cards.md)', () => {
  it('a chosen hand card goes under the deck, and only then the draw; with an empty hand nothing happens', () => {
    const cycler = item('test-cycler', { abilities: [activated([], [{ op: 'handToDeckBottom', then: [draw(1)] }])] });
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), cycler);
    let o: string;
    [s, o] = addObject(s, A, 'test-cycler');
    const card = player(s, A).hand[1]!;
    const top = player(s, A).mainDeck[0]!;
    s = passUntil(act(s, A, { type: 'activateAbility', object: o, index: 0 }), (t) => t.pending?.kind === 'moveFromHand');
    refuse(s, A, { type: 'chooseCard', card: top });
    s = passUntil(act(s, A, { type: 'chooseCard', card }), settled);
    expect(player(s, A).mainDeck.at(-1)).toBe(card);
    expect(player(s, A).hand).toContain(top);
    s = edit(s, (t) => { player(t, A).hand = []; });
    s = passUntil(act(s, A, { type: 'activateAbility', object: o, index: 0 }), settled);
    expect(player(s, A).hand).toHaveLength(0);
  });
});

describe('Glimpse (glossary/game-terms.md#glimpse) under replacement and prohibition', () => {
  const looker = item('test-looker', { abilities: [activated([], [{ op: 'glimpse', count: 2 }])] });
  const start = (...extra: CardDef[]) => {
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), looker);
    for (const d of extra) s = withDef(s, d);
    return s;
  };
  const glimpsed = (s: GameState, o: string) => {
    s = passUntil(act(s, A, { type: 'activateAbility', object: o, index: 0 }), (t) => t.pending?.kind === 'glimpse' || settled(t));
    return s.pending?.kind === 'glimpse' ? s.pending.cards.length : 0;
  };

  it('"glimpse that amount plus N instead" (game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md#general-rules): added for each such ability its player controls', () => {
    const plus = item('test-plus', { abilities: [staticAbility({ kind: 'glimpseAmount', amount: 1 })] });
    let s = start(plus);
    let o: string;
    [s, o] = addObject(s, A, 'test-looker');
    expect(glimpsed(s, o)).toBe(2);
    [s] = addObject(s, A, 'test-plus');
    expect(glimpsed(s, o)).toBe(3);
    [s] = addObject(s, A, 'test-plus');
    expect(glimpsed(s, o)).toBe(4);
    [s] = addObject(s, B, 'test-plus');
    expect(glimpsed(s, o)).toBe(4);
  });

  it('"can\'t glimpse" (game-mechanics/game-mechanics-miscellaneous-topics/permission.md#general-rules): the glimpse does not happen', () => {
    const gag = item('test-gag', { abilities: [staticAbility(cant('glimpse', { players: 'opponents' }))] });
    let s = start(gag);
    let o: string;
    [s, o] = addObject(s, A, 'test-looker');
    [s] = addObject(s, B, 'test-gag');
    expect(glimpsed(s, o)).toBe(0);
  });
});

describe('Cost modifiers on a kind of card (game-mechanics/game-mechanics-playing-cards/playing-cards-costs-and-memory.md#general-rules)', () => {
  it('"[kind] cards [players] activate cost N more": only cards of that kind, only those players, only while its condition holds', () => {
    const taxer = item('test-taxer', { abilities: [staticAbility({ kind: 'filteredCostModifier', players: 'opponents', filter: { element: 'FIRE' }, amount: 2 }, { kind: 'yourTurn' })] });
    const fire = defineCard({ slug: 'test-fire', name: 'Test Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(1), speed: true }, {});
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), taxer), fire);
    [s] = addObject(s, A, 'test-taxer');
    expect(costToPay(s, B, fire, 0, 'activate')).toBe(3);
    expect(costToPay(s, A, fire, 0, 'activate')).toBe(1);
    expect(costToPay(passUntil(s, atMain(B)), B, fire, 0, 'activate')).toBe(1); // not Alice's turn any more
  });
});

describe('Targets (game-mechanics/game-mechanics-objects-and-targeting.md#target)', () => {
  it('"target non-champion object": any object but a champion', () => {
    const pointer = item('test-pointer', { abilities: [activated([], [draw(1)], { targets: [{ kind: 'object', nonChampion: true }] })] });
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), pointer);
    let o: string;
    [s, o] = addObject(s, A, 'test-pointer');
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    const ids = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(ids).toContain(o);
    expect(ids).not.toContain(player(s, A).champion);
    expect(ids).not.toContain(player(s, B).champion);
  });
});

describe('Recovery under replacement (game-mechanics/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md#general-rules)', () => {
  it('"recover that amount minus N instead": each such ability counts; an amount of 0 or less recovers nothing', () => {
    const vessel = item('test-vessel', { abilities: [staticAbility({ kind: 'recoverReduction', amount: 2 })] });
    const healer = item('test-healer', { abilities: [activated([], [{ op: 'recover', who: 'you', amount: 5 }])] });
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), vessel), healer);
    let h: string;
    [s, h] = addObject(s, A, 'test-healer');
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 10; });
    const heal = (t: GameState) => passUntil(act(t, A, { type: 'activateAbility', object: h, index: 0 }), settled);
    const dmg = (t: GameState) => t.objects[player(t, A).champion!]!.damage;
    expect(dmg(heal(s))).toBe(5);
    [s] = addObject(s, B, 'test-vessel');
    expect(dmg(heal(s))).toBe(7);
    [s] = addObject(s, A, 'test-vessel');
    [s] = addObject(s, A, 'test-vessel');
    expect(dmg(heal(s))).toBe(10);
  });
});

describe('Spellshroud on a player (glossary/keywords-and-abilities.md#spellshroud)', () => {
  it('"you have spellshroud": a Spell cannot target that player', () => {
    const cloak = item('test-cloak', { abilities: [staticAbility({ kind: 'playerSpellshroud' })] });
    const spell = defineCard({ slug: 'test-spell', name: 'Test Spell', types: ['ACTION'], subtypes: ['SPELL'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'player' }], onResolve: [] });
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), cloak), spell);
    [s] = addObject(s, B, 'test-cloak');
    let c: string;
    [s, c] = addCard(s, A, 'test-spell');
    s = act(s, A, { type: 'activate', card: c });
    refuse(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
    expect(legalActions(s, A)).toContainEqual({ type: 'chooseTarget', target: { kind: 'player', id: A } });
  });
});

describe('Destruction (glossary/game-terms.md#destruction)', () => {
  it('"whenever … is destroyed" sees destructions only, not sacrifices; "not" inverts a condition', () => {
    const watcher = item('test-destroy-watcher', { abilities: [triggered(whenever('destroyed', { who: 'you', type: 'ITEM' }), [draw(1)], { condition: { kind: 'not', condition: { kind: 'yourTurn' } } })] });
    const victim = item('test-victim');
    const smash = defineCard({ slug: 'test-smash', name: 'Test Smash', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'item' }], onResolve: [{ op: 'destroy', subject: { ref: 'target', index: 0 } }] });
    const run = (onBobsTurn: boolean) => {
      let s = withDef(withDef(withDef(passUntil(newGame({ first: A }), onBobsTurn ? atMain(B) : atMain(A)), watcher), victim), smash);
      let v: string, c: string;
      [s] = addObject(s, A, 'test-destroy-watcher');
      [s, v] = addObject(s, A, 'test-victim');
      const who = onBobsTurn ? B : A;
      [s, c] = addCard(s, who, 'test-smash');
      s = act(s, who, { type: 'activate', card: c });
      s = act(s, who, { type: 'chooseTarget', target: { kind: 'object', id: v } });
      const hand = player(s, A).hand.length;
      s = passUntil(s, settled);
      return player(s, A).hand.length - hand;
    };
    expect(run(true)).toBe(1);
    expect(run(false)).toBe(0); // "not your turn" fails on Alice's own turn
  });
});

describe('Moving cards from hand into memory (game-mechanics/game-mechanics-game-zones/game-zones-memory.md#general-rules)', () => {
  it('the player named chooses the cards, one by one; with fewer cards in hand, all of them', () => {
    const squeeze = item('test-squeeze', { abilities: [activated([], [{ op: 'handToMemory', who: 'opponents', count: 2 }])] });
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), squeeze);
    let o: string;
    [s, o] = addObject(s, A, 'test-squeeze');
    s = edit(s, (t) => { player(t, B).hand = player(t, B).hand.slice(0, 1); });
    const only = player(s, B).hand[0]!;
    s = passUntil(act(s, A, { type: 'activateAbility', object: o, index: 0 }), (t) => t.pending?.kind === 'moveFromHand');
    expect(s.pending?.kind === 'moveFromHand' && s.pending.count).toBe(1);
    refuse(s, A, { type: 'chooseCard', card: only });
    s = passUntil(act(s, B, { type: 'chooseCard', card: only }), settled);
    expect(player(s, B).hand).toHaveLength(0);
    expect(player(s, B).memory).toContain(only);
  });
});

describe('Negate (glossary/game-terms.md#negate) after a reveal', () => {
  it('the top card of the deck is revealed and stays there; a card activation with the same reserve cost is negated', () => {
    const judge = item('test-judge', { abilities: [activated([], [{ op: 'negateIfTopCostMatches', target: 0 }], { targets: [{ kind: 'activation' }] })] });
    const two = defineCard({ slug: 'test-two-cost', name: 'Test Two Cost', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {});
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), judge), two);
    let j: string, c: string;
    [s, j] = addObject(s, A, 'test-judge');
    [s, c] = addCard(s, A, 'test-two-cost');
    s = edit(s, (t) => { t.defs['test-top'] = { ...two, slug: 'test-top', name: 'Test Top' }; });
    let top: string;
    [s, top] = addCard(s, A, 'test-top', 'mainDeck');
    s = act(s, A, { type: 'activate', card: c });
    s = act(s, A, { type: 'activateAbility', object: j, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: s.stack[0]!.id } });
    s = passUntil(s, settled);
    expect(player(s, A).mainDeck[0]).toBe(top);
    expect(player(s, A).graveyard).toContain(c);
    expect(s.log.some((l) => l.text === 'Test Two Cost is negated.')).toBe(true);
  });
});

describe('Sacrifice (glossary/game-terms.md#sacrifice) of a same-name pair', () => {
  it('"you may sacrifice two [subtype] with the same name; if you do": picked one by one, the second of the first one\'s name', () => {
    const pairer = item('test-pairer', { abilities: [activated([], [{ op: 'sacrificePair', subtype: 'GEM', then: [draw(1)] }])] });
    const gem = (slug: string) => defineCard({ slug, name: `Test ${slug}`, types: ['ITEM'], subtypes: ['GEM'], element: 'NORM', cost: memory(0) }, {});
    let s = withDef(withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), pairer), gem('test-ruby')), gem('test-opal'));
    let p: string, r1: string, r2: string, o1: string;
    [s, p] = addObject(s, A, 'test-pairer');
    [s, r1] = addObject(s, A, 'test-ruby');
    [s, r2] = addObject(s, A, 'test-ruby');
    [s, o1] = addObject(s, A, 'test-opal');
    s = passUntil(act(s, A, { type: 'activateAbility', object: p, index: 0 }), (t) => t.pending?.kind === 'sacrificePair');
    refuse(s, A, { type: 'chooseTarget', target: { kind: 'object', id: o1 } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: r2 } });
    refuse(s, A, { type: 'chooseTarget', target: null }); // no declining half-way
    const hand = player(s, A).hand.length;
    s = passUntil(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: r1 } }), settled);
    expect(s.objects[r1]).toBeUndefined();
    expect(s.objects[r2]).toBeUndefined();
    expect(player(s, A).graveyard.length).toBeGreaterThanOrEqual(2);
    expect(player(s, A).hand.length).toBe(hand + 1);
  });
});

describe('Choosing "up to N" cards (game-mechanics/game-mechanics-game-zones/README.md#general-rules)', () => {
  it('"shuffle up to N cards from your hand into your deck, then draw that many": picked one by one, stopping when you like', () => {
    const cycler = item('test-shuffler', { abilities: [activated([], [{ op: 'pickCards', purpose: 'handShuffleDraw', max: 2 }])] });
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), cycler);
    let o: string;
    [s, o] = addObject(s, A, 'test-shuffler');
    const picked = player(s, A).hand[0]!;
    const hand = player(s, A).hand.length;
    s = passUntil(act(s, A, { type: 'activateAbility', object: o, index: 0 }), (t) => t.pending?.kind === 'pickCards');
    refuse(s, A, { type: 'chooseTarget', target: { kind: 'card', id: player(s, A).mainDeck[0]! } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: picked } });
    s = passUntil(act(s, A, { type: 'chooseTarget', target: null }), settled);
    expect(player(s, A).hand.length).toBe(hand);
  });
});

describe('Targets by cost, counts by type (game-mechanics/game-mechanics-objects-and-targeting.md#target)', () => {
  it('"target item with memory cost M or reserve cost R or less"; "if you control N or more [type]"', () => {
    const zapper = item('test-zapper', { abilities: [activated([], [draw(1)], { targets: [{ kind: 'item', costAtMost: { memory: 1, reserve: 2 } }], condition: { kind: 'controlsType', type: 'ITEM', min: 3 } })] });
    const costing = (slug: string, cost: ReturnType<typeof memory>) => defineCard({ slug, name: slug, types: ['ITEM'], element: 'NORM', cost }, {});
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), zapper);
    for (const d of [costing('m1', memory(1)), costing('m2', memory(2)), costing('r2', reserve(2)), costing('r3', reserve(3))]) s = withDef(s, d);
    let z: string, m1: string, m2: string, r2: string, r3: string;
    [s, z] = addObject(s, A, 'test-zapper');
    [s, m1] = addObject(s, B, 'm1');
    [s, m2] = addObject(s, B, 'm2');
    expect(legalActions(s, A)).not.toContainEqual({ type: 'activateAbility', object: z, index: 0 }); // Alice controls one item
    [s, r2] = addObject(s, A, 'r2');
    [s, r3] = addObject(s, A, 'r3');
    s = act(s, A, { type: 'activateAbility', object: z, index: 0 });
    const ids = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(ids.sort()).toEqual([z, m1, r2].sort()); // the zapper itself costs memory 0
    expect(ids).not.toContain(m2);
    expect(ids).not.toContain(r3);

  });
});

describe('Empower by a count, preserving the top card (glossary/keywords-and-abilities.md#preserve)', () => {
  it('Empower X counts the objects of the type you control; the top card of the deck goes to the material deck, preserved', () => {
    const lamp = item('test-lamp', { abilities: [activated([], [{ op: 'empowerPerControlled', type: 'ITEM' }, { op: 'preserveTopOfDeck' }])] });
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), lamp);
    let l: string;
    [s, l] = addObject(s, A, 'test-lamp');
    [s] = addObject(s, A, 'test-lamp');
    [s] = addObject(s, B, 'test-lamp');
    const top = player(s, A).mainDeck[0]!;
    s = passUntil(act(s, A, { type: 'activateAbility', object: l, index: 0 }), settled);
    expect(s.empower?.filter((e) => e.player === A).reduce((n, e) => n + e.amount, 0)).toBe(2);
    expect(player(s, A).materialDeck).toContain(top);
    expect(player(s, A).mainDeck).not.toContain(top);
    expect(s.preserved).toContain(top);
  });
});

describe("The turn player's champion and memory (game-mechanics/game-mechanics-turn-order/turn-order-end-phase.md#general-rules)", () => {
  it('an ability at each end phase can hit the champion of the player whose turn it is, if their memory is odd', () => {
    const clock = item('test-clock', { abilities: [triggered({ on: 'beginPhase', phase: 'end', whose: 'each' }, [{ op: 'dealDamage', to: { ref: 'turnPlayerChampion' }, amount: 1 }], { condition: { kind: 'turnPlayerMemoryOdd' } })] });
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), clock);
    [s] = addObject(s, B, 'test-clock');
    s = edit(s, (t) => { player(t, A).memory = player(t, A).hand.slice(0, 1); });
    const champ = player(s, A).champion!;
    const before = s.objects[champ]!.damage;
    s = passUntil(s, atMain(B));
    expect(s.objects[champ]!.damage).toBe(before + 1);
  });
});

describe('Counters on a champion up to a count (game-mechanics/game-mechanics-counters.md#general-rules)', () => {
  it('"if it has fewer counters than you control [type], put the difference": raised, never lowered', () => {
    const topper = item('test-topper', { abilities: [activated([], [{ op: 'topUpChampionCounters', counter: 'glimmer', type: 'ITEM' }], { condition: { kind: 'championCountersBelowCount', counter: 'glimmer', type: 'ITEM' } })] });
    let s = withDef(passUntil(newGame({ first: A }), atMain(A)), topper);
    let o: string;
    [s, o] = addObject(s, A, 'test-topper');
    [s] = addObject(s, A, 'test-topper');
    [s] = addObject(s, A, 'test-topper');
    const champ = player(s, A).champion!;
    s = passUntil(act(s, A, { type: 'activateAbility', object: o, index: 0 }), settled);
    expect(s.objects[champ]!.counters.glimmer).toBe(3);
    expect(legalActions(s, A)).not.toContainEqual({ type: 'activateAbility', object: o, index: 0 }); // three already
  });
});
