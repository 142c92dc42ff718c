// Mechanics added for champion cards (the champions-lineage card tests), each with the rules page it follows.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, memory, putCounters, reserve, self, triggered, whenever } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { costToPay } from '../../src/engine/play/costs.js';
import type { CardDef, CardFilter, Effect, EventFilter } from '../../src/cards/vocabulary.js';
import { attackPower } from '../../src/engine/flow/combat.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, edit, newGame, passUntil, payReserve, refuse, withDef } from '../engine/helpers.js';

const spell = (slug: string, element: CardDef['elements'][number], effects: Effect[] = []): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element, cost: reserve(0), speed: true }, {}), onResolve: effects });
const watcher = (slug: string, filter: EventFilter): CardDef =>
  defineCard({ slug, name: slug, types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
    { abilities: [triggered(whenever('activates', filter), [putCounters(self(), 'refinement', 1)])] });
const start = () => edit(passUntil(newGame({ first: A }), atMain(A)), (t) => {
  const def = t.defs[t.objects[t.players[0]!.champion!]!.def]!;
  def.elements = [...def.elements, 'UMBRA', 'WATER'];
});
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
function cast(s: GameState, def: CardDef): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, def), A, def.slug);
  return settle(payReserve(act(s, A, { type: 'activate', card: c }), A));
}

describe('advanced element cards in event filters (general-rules/general-rules-parts-of-a-card/parts-of-a-card-element.md#parts-of-a-card-element)', () => {
  it('rule 4: umbra is advanced; norm and the basic elements (fire, water, wind) are not', () => {
    let s = start();
    let w: string;
    [s, w] = addObject(withDef(s, watcher('test-adv-watch', { who: 'you', advancedElement: true })), A, 'test-adv-watch');
    s = cast(s, spell('test-norm', 'NORM'));
    s = cast(s, spell('test-water', 'WATER'));
    expect(s.objects[w]!.counters.refinement ?? 0).toBe(0);
    s = cast(s, spell('test-umbra', 'UMBRA'));
    expect(s.objects[w]!.counters.refinement).toBe(1);
  });
});

describe('cards chosen as an effect resolves (game-mechanics/game-mechanics-objects-and-targeting.md#target)', () => {
  const thief = defineCard({ slug: 'test-thief', name: 'test-thief', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
    onResolve: [{ op: 'banishFromAnyGraveyard', ifFloatingMemory: [draw(1)] }],
  });
  const lowest = defineCard({ slug: 'test-lowest', name: 'test-lowest', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
    onResolve: [{ op: 'lowestToField', filter: { type: 'ITEM', subtype: 'TESTRELIC' } }],
  });
  const relic = (slug: string, cost: number) => defineCard({ slug, name: slug, types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['TESTRELIC'], element: 'NORM', cost: memory(cost) }, null);

  it('a chosen graveyard card is picked on resolution from any graveyard; an answer outside the options is refused', () => {
    let s = start();
    let mine: string, theirs: string, c: string;
    [s, mine] = addCard(s, A, 'smoke-out', 'graveyard');
    [s, theirs] = addCard(s, B, 'smoke-out', 'graveyard');
    [s, c] = addCard(withDef(s, thief), A, thief.slug);
    s = passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), (t) => t.pending?.kind === 'pickCard');
    expect(legalActions(s, A)).toEqual(expect.arrayContaining([{ type: 'chooseCard', card: mine }, { type: 'chooseCard', card: theirs }]));
    refuse(s, A, { type: 'chooseCard', card: c }, 'game-zones-graveyard.md#general-rules');
    const hand = s.players[0]!.hand.length;
    s = settle(act(s, A, { type: 'chooseCard', card: theirs }));
    expect(s.players[1]!.banishment).toContain(theirs);
    expect(s.players[0]!.hand.length).toBe(hand); // no Floating Memory: nothing follows
  });

  it('the lowest memory cost among the revealed cards: only those are offered; it enters the field without being paid for', () => {
    let s = withDef(withDef(start(), relic('test-relic-2', 2)), relic('test-relic-5', 5));
    let cheap: string, dear: string, c: string;
    [s, dear] = addCard(s, A, 'test-relic-5', 'materialDeck');
    [s, cheap] = addCard(s, A, 'test-relic-2', 'materialDeck');
    [s, c] = addCard(withDef(s, lowest), A, lowest.slug);
    s = passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), (t) => t.pending?.kind === 'pickCard');
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCard')).toEqual([{ type: 'chooseCard', card: cheap }]);
    refuse(s, A, { type: 'chooseCard', card: dear }, 'game-mechanics-objects-and-targeting.md#target');
    s = settle(act(s, A, { type: 'chooseCard', card: cheap }));
    expect(Object.values(s.objects).some((o) => o.card === cheap)).toBe(true);
  });
});

describe('materialize cost increases until your next turn (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost), "if N or more damage was dealt" (glossary/keywords-and-abilities.md#on-hit)', () => {
  const brute = (power: number) => defineCard({ slug: `test-brute-${power}`, name: 'test-brute', types: ['ALLY'], element: 'NORM', cost: reserve(0), power, life: 9 }, {
    abilities: [triggered({ on: 'hit' }, [{ op: 'if', condition: { kind: 'eventAmountAtLeast', min: 3 }, then: [{ op: 'materializeSurcharge', amount: 2 }] }])],
  });
  const relic = defineCard({ slug: 'test-relic-1', name: 'test-relic-1', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(1) }, null);
  function hit(power: number): GameState {
    let s = withDef(withDef(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), brute(power)), relic);
    let u: string;
    [s, u] = addObject(s, A, `test-brute-${power}`);
    s = act(act(s, A, { type: 'attack', attacker: u }), A, { type: 'chooseAttackTarget', target: s.objects[s.players[1]!.champion!]!.id });
    return passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending, 400);
  }
  it('the hit dealt at least N: the hit champion\'s controller pays more to materialize, through their turn, until the effect\'s controller\'s next turn', () => {
    let s = hit(3);
    expect(costToPay(s, B, relic, 0, 'materialize')).toBe(3);
    expect(costToPay(s, A, relic, 0, 'materialize')).toBe(1);
    s = passUntil(s, atMain(B));
    expect(costToPay(s, B, relic, 0, 'materialize')).toBe(3);
    s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === A);
    expect(costToPay(s, B, relic, 0, 'materialize')).toBe(1);
  });
  it('less than N dealt: nothing', () => {
    expect(costToPay(hit(2), B, relic, 0, 'materialize')).toBe(1);
  });
});

describe('sacrificing the source as an effect (glossary/game-terms.md#sacrifice)', () => {
  const altar = defineCard({ slug: 'test-altar', name: 'test-altar', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {
    abilities: [{ kind: 'activated', costs: [], speed: 'fast', effects: [{ op: 'sacrificeSelf', then: [draw(1)] }] }],
  });
  it('the source goes to its owner\'s graveyard, and only then do the effects after "if you do" follow', () => {
    let s = withDef(start(), altar);
    let o: string;
    [s, o] = addObject(s, A, altar.slug);
    const hand = s.players[0]!.hand.length;
    s = settle(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
    expect(s.objects[o]).toBeUndefined();
    expect(s.players[0]!.graveyard.some((c) => s.cards[c]!.def === altar.slug)).toBe(true);
    expect(s.players[0]!.hand.length).toBe(hand + 1);
  });
});

describe('costs modified per object controlled (general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost)', () => {
  const knight = defineCard({ slug: 'test-knight', name: 'test-knight', types: ['ALLY'], subtypes: ['CHESSMAN'], element: 'NORM', cost: reserve(0), power: 1, life: 3 }, {});
  const cheap = defineCard({ slug: 'test-cheap', name: 'test-cheap', types: ['ACTION'], element: 'NORM', cost: reserve(4), speed: true }, {
    abilities: [{ kind: 'static', effect: { kind: 'costModifier', affects: 'self', amount: -1, perControlled: { type: 'ALLY', subtype: 'CHESSMAN' } } }],
  });
  it('1 less for each such object its player controls, counted as it is played; other players\' objects do not count', () => {
    let s = withDef(withDef(start(), knight), cheap);
    expect(costToPay(s, A, cheap, 0, 'activate')).toBe(4);
    [s] = addObject(s, A, knight.slug);
    [s] = addObject(s, A, knight.slug);
    [s] = addObject(s, B, knight.slug);
    expect(costToPay(s, A, cheap, 0, 'activate')).toBe(2);
  });
});

describe('attack cards entering the intent with more power (game-mechanics/game-mechanics-game-zones/game-zones-intent.md#general-rules)', () => {
  const champ = (slug: string, filter: CardFilter): CardDef => ({ ...defineCard({ slug, name: 'Test Queen, Of Tests', types: ['CHAMPION'], element: 'NORM', cost: memory(0), level: 1, life: 20 }, {}),
    abilities: [{ kind: 'static', effect: { kind: 'intentEntryPower', amount: 2, filter } }] });
  const strike = defineCard({ slug: 'test-strike', name: 'test-strike', types: ['ATTACK'], subtypes: ['CHESSMAN'], element: 'NORM', cost: reserve(0), power: 1 }, {});
  function power(filter: CardFilter): number {
    let s = withDef(withDef(passUntil(passUntil(start(), atMain(B)), atMain(A)), champ('test-queen', filter)), strike);
    s = edit(s, (t) => { t.objects[t.players[0]!.champion!]!.def = 'test-queen'; });
    let c: string;
    [s, c] = addCard(s, A, strike.slug);
    s = passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), (t) => t.pending?.kind === 'attackDeclaration');
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
    s = act(s, A, { type: 'chooseAttackTarget', target: s.objects[s.players[1]!.champion!]!.id });
    return attackPower(s);
  }
  it('a card of the kind, activated by the champion\'s player, adds its extra power to the attack; another kind does not', () => {
    expect(power({ type: 'ATTACK', subtype: 'CHESSMAN' })).toBe(3);
    expect(power({ type: 'ATTACK', subtype: 'PAWN' })).toBe(1);
  });
});

describe('a player recollecting cards (game-mechanics/game-mechanics-turn-order/turn-order-recollection-phase.md#general-rules)', () => {
  const watcherDef = defineCard({ slug: 'test-recollect-watch', name: 'test-recollect-watch', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {
    abilities: [triggered(whenever('recollects', { who: 'opponent', minAmount: 2 }), [{ op: 'scaled', x: { of: 'eventAmount' }, per: 2, effect: putCounters(self(), 'refinement', 0) }])],
  });
  function recollect(n: number): number {
    let s = withDef(start(), watcherDef);
    let w: string;
    [s, w] = addObject(s, A, watcherDef.slug);
    for (let i = 0; i < n; i++) [s] = addCard(s, B, 'smoke-out', 'memory');
    s = passUntil(s, (t) => t.turn > 2 && atMain(B)(t));
    return s.objects[w]!.counters.refinement ?? 0;
  }
  it('rule 3: the turn-based return of memory to hand is watched with how many cards returned; "for every N" rounds down', () => {
    expect(recollect(5)).toBe(2);
    expect(recollect(1)).toBe(0);
  });
});

describe('loading chosen cards from hand and memory (glossary/game-terms.md#load)', () => {
  const holder = defineCard({ slug: 'test-holder', name: 'test-holder', types: ['ITEM'], subtypes: ['HOLDER'], element: 'NORM', cost: reserve(0) }, {});
  const ammo = defineCard({ slug: 'test-ammo', name: 'test-ammo', types: ['ACTION'], subtypes: ['AMMO'], element: 'NORM', cost: reserve(1) }, {});
  const loader = defineCard({ slug: 'test-loader', name: 'test-loader', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
    onResolve: [{ op: 'loadFromHandOrMemory', filter: { subtype: 'AMMO' }, max: 1, into: { subtype: 'HOLDER' }, each: [draw(1)] }],
  });
  it('the picked card leaves hand or memory and goes under the chosen object; a card past the limit or of another kind is refused', () => {
    let s = withDef(withDef(withDef(start(), holder), ammo), loader);
    let h: string, a: string, b: string, c: string;
    [s, h] = addObject(s, A, holder.slug);
    [s, a] = addCard(s, A, ammo.slug, 'memory');
    [s, b] = addCard(s, A, 'smoke-out', 'hand');
    [s, c] = addCard(s, A, loader.slug);
    s = passUntil(payReserve(act(s, A, { type: 'activate', card: c }), A), (t) => t.pending?.kind === 'pickCard');
    refuse(s, A, { type: 'chooseCard', card: b }, 'game-terms.md#load');
    const hand = s.players[0]!.hand.length;
    s = settle(act(s, A, { type: 'chooseCard', card: a }));
    expect(s.objects[h]!.loaded).toEqual([a]);
    expect(s.players[0]!.memory).not.toContain(a);
    expect(s.players[0]!.hand.length).toBe(hand + 1);
  });
});

describe('lineage cards of a kind: counted, and banished as a cost (glossary/game-terms.md#lineage-term)', () => {
  const hexed = defineCard({ slug: 'test-hexed', name: 'Test Hexed, Of Tests', types: ['CHAMPION'], element: 'NORM', cost: memory(0), level: 1, life: 20 }, {
    abilities: [{ kind: 'activated', costs: [{ kind: 'banishLineageCards', filter: { subtype: 'CURSE' } }], speed: 'fast', effects: [draw(1)], condition: { kind: 'lineageCount', filter: { subtype: 'CURSE' }, min: 2 } }],
  });
  const curse = defineCard({ slug: 'test-curse', name: 'test-curse', types: ['ACTION'], subtypes: ['CURSE'], element: 'NORM', cost: reserve(0) }, {});
  function withCurses(n: number): GameState {
    let s = withDef(withDef(start(), hexed), curse);
    const cards: string[] = [];
    for (let i = 0; i < n; i++) { let c: string; [s, c] = addCard(s, A, curse.slug, 'banishment'); cards.push(c); }
    return edit(s, (t) => {
      t.players[0]!.banishment = t.players[0]!.banishment.filter((c) => !cards.includes(c));
      const o = t.objects[t.players[0]!.champion!]!;
      o.def = hexed.slug;
      o.lineage = [...o.lineage, ...cards];
    });
  }
  it('the condition counts them; paying banishes every one of them and leaves the rest of the lineage', () => {
    const champ = (s: GameState) => s.objects[s.players[0]!.champion!]!;
    expect(legalActions(withCurses(1), A).some((a) => a.type === 'activateAbility')).toBe(false);
    let s = withCurses(3);
    const rest = champ(s).lineage.filter((c) => s.cards[c]!.def !== curse.slug);
    s = settle(act(s, A, { type: 'activateAbility', object: champ(s).id, index: 0 }));
    expect(champ(s).lineage).toEqual(rest);
    expect(s.players[0]!.banishment.filter((c) => s.cards[c]!.def === curse.slug)).toHaveLength(3);
  });
});
