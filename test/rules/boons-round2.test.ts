// Mechanics added for the second round of boons, each with the rules page it follows:
// - "choose" is not "target" (game-mechanics/game-mechanics-objects-and-targeting.md#target, rule 4): a chosen
//   ally may be anyone's and shrouds don't matter; a targeted player may be the one who chooses;
// - a player target that asks how many allies they control is checked again as the effect resolves
//   (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md);
// - a boon's chosen name (general-rules/general-rules-card-types/card-types-boons.md#general-rules, glossary/game-terms.md#generate);
// - a card's own "costs N less for each …" while its reserve cost is calculated
//   (game-mechanics/game-mechanics-playing-cards/playing-cards-bestowing-boons.md#general-rules, step 3.2);
// - static stat modifications of a gained boon (card-types-boons.md#general-rules);
// - "the Nth time this ability has resolved" (game-mechanics-abilities/abilities-ability-tracking.md#general-rules,
//   playing-cards-resolution.md#general-rules); dice and random targets
//   (game-mechanics-miscellaneous-topics/randomization.md#general-rules); suppressions counted per turn (glossary/game-terms.md#suppress);
// - hand cards put under the deck in the order chosen, then as many drawn;
// - banished cards as targets, an "if" on the chosen object's controller, "bestow this boon only if …";
// - a boon ability once each turn; unloaded weapons declared as though loaded
//   (general-rules/general-rules-card-types/card-types-functional-subtypes.md#functional-weapons);
// - gaining agility, summoning tokens and becoming fostered as watched events (glossary/keywords-and-abilities.md#agility-n,
//   glossary/game-terms.md#summon, #fostered); counters on a boon and its "as long as" statics.
import { describe, expect, it } from 'vitest';
import { activated, dealDamage, defineCard, draw, oncePerTurn, payReserve as costReserve, putCounters, reserve, suppress, target, targetAlly, targetPlayer, triggered, whenever } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import { apply, createGame, legalActions } from '../../src/engine/index.js';
import { parseGameState } from '../../src/engine/schema.js';
import type { GameState, PlayerId } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, edit, newGame, passUntil, player, setupFor, withDef } from '../engine/helpers.js';
import { championLevel, currentStat, hasKeyword } from '../../src/engine/state/query.js';
import { boonResolutions } from '../../src/engine/effects/boon-ops.js';
import { weaponsFor } from '../../src/engine/flow/combat.js';
import { objectTarget, place, play, playerTarget, settle } from '../cards/amb/scenario.js';
import { activateBoonAbility, bestow, gainedBoon, presentBoon } from '../cards/boons/boon-scenario.js';
import { cantGenerateName } from '../../src/engine/effects/boon-chosen-name.js';

const mainOf = (who: PlayerId = A) => passUntil(newGame(), atMain(who));
const ally = (slug: string, keywords: CardDef['keywords'] = []): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 3 }, {}), keywords });
const boon = (slug: string, script: Parameters<typeof defineCard>[1]): CardDef =>
  defineCard({ slug, name: slug, types: ['BOON'], element: 'NORM', cost: reserve(0) }, script);
const picks = (s: GameState, who: PlayerId) =>
  legalActions(s, who).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));

describe('choosing is not targeting (game-mechanics-objects-and-targeting.md#target)', () => {
  const buffChosen = (extra: Partial<Extract<Effect, { op: 'chooseObjects' }>>): Effect =>
    ({ op: 'chooseObjects', filter: { type: 'ALLY' }, count: 1, effects: [putCounters({ ref: 'chosen' }, 'buff', 1)], ...extra });

  it('game-mechanics-objects-and-targeting.md#target: "choose an ally" offers every player\'s allies, spellshroud or not; without it only your own', () => {
    let s = mainOf();
    let mine: string, theirs: string;
    [s, mine] = place(s, A, ally('test-r2-mine'));
    [s, theirs] = place(s, B, ally('test-r2-theirs', ['spellshroud']));
    let card: string;
    [s, card] = presentBoon(s, A, boon('test-r2-any', { onResolve: [buffChosen({ anyController: true })] }));
    s = passUntil(bestow(s, A, card), (t) => t.pending?.kind === 'chooseObjects');
    expect(picks(s, A).sort()).toEqual([mine, theirs].sort());
    [s, card] = presentBoon(settle(act(s, A, { type: 'chooseTarget', target: objectTarget(theirs) })), A, boon('test-r2-own', { onResolve: [buffChosen({})] }));
    expect(s.objects[theirs]!.counters.buff).toBe(1);
    s = passUntil(bestow(s, A, card), (t) => t.pending?.kind === 'chooseObjects');
    expect(picks(s, A)).toEqual([mine]);
  });

  it('game-mechanics-objects-and-targeting.md#target: the targeted player chooses among their own objects, and those with the counter are left out', () => {
    let s = mainOf();
    let one: string, two: string;
    [s, one] = place(s, B, ally('test-r2-one'));
    [s, two] = place(s, B, ally('test-r2-two'));
    s = edit(s, (t) => { t.objects[one]!.counters.buff = 1; });
    let card: string;
    const def = boon('test-r2-target-chooses', {
      abilities: [activated([costReserve(0)], [buffChosen({ byTargetPlayer: 0, withoutCounter: 'buff' })], { targets: [targetPlayer()] })],
    });
    [s, card] = gainedBoon(s, A, def);
    s = passUntil(activateBoonAbility(s, A, card, 0, [playerTarget(B)]), (t) => t.pending?.kind === 'chooseObjects');
    expect(s.pending!.player).toBe(B);
    expect(picks(s, B)).toEqual([two]);
  });
});

describe('player targets by the number of allies they control (playing-cards-resolution.md)', () => {
  it('playing-cards-resolution.md: a player who no longer controls exactly one ally as it resolves is an illegal target, and the ability fizzles', () => {
    let s = mainOf();
    let only: string;
    [s, only] = place(s, B, ally('test-r2-only'));
    const def = boon('test-r2-exactly-one', {
      abilities: [activated([costReserve(0)], [{ op: 'chooseObjects', filter: { type: 'ALLY' }, count: 1, byTargetPlayer: 0, effects: [putCounters({ ref: 'chosen' }, 'buff', 1)] }], { targets: [targetPlayer({ alliesExactly: 1 })] })],
    });
    let card: string;
    [s, card] = gainedBoon(s, A, def);
    s = act(s, A, { type: 'activateBoonAbility', card, index: 0 });
    const players = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'player' ? [a.target.id] : []));
    expect(players).toEqual([B]); // Alice controls no ally
    s = act(s, A, { type: 'chooseTarget', target: playerTarget(B) });
    // A second ally for Bob before it resolves.
    [s] = place(s, B, ally('test-r2-another'));
    s = settle(s);
    expect(s.pending).toBeNull();
    expect(s.objects[only]!.counters.buff ?? 0).toBe(0);
  });
});

describe("a boon's chosen name (card-types-boons.md#general-rules, game-terms.md#generate)", () => {
  it('game-terms.md#generate: only the player of a gained boon that forbids its chosen name is kept from generating cards of that name', () => {
    let s = mainOf();
    let card: string;
    [s, card] = gainedBoon(s, A, boon('test-r2-forbid', { abilities: [{ kind: 'static', effect: { kind: 'cantGenerateChosenName' } }] }));
    expect(cantGenerateName(s, A, 'Some Name')).toBe(false);
    s = edit(s, (t) => { player(t, A).pantheon!.find((b) => b.card === card)!.chosenName = 'Some Name'; });
    expect(cantGenerateName(s, A, 'Some Name')).toBe(true);
    expect(cantGenerateName(s, A, 'Other Name')).toBe(false);
    expect(cantGenerateName(s, B, 'Some Name')).toBe(false);
    // Not yet gained: nothing is forbidden.
    s = edit(s, (t) => { player(t, A).pantheon!.find((b) => b.card === card)!.notGained = true; });
    expect(cantGenerateName(s, A, 'Some Name')).toBe(false);
  });
});

describe('a card\'s own cost reduction "for each …" (playing-cards-bestowing-boons.md#general-rules)', () => {
  const counted = boon('test-r2-counted', { abilities: [{ kind: 'static', effect: { kind: 'costModifier', affects: 'self', amount: -1, per: [{ zone: 'pantheon', type: 'BOON', element: 'NORM' }, { zone: 'graveyard', type: 'ALLY' }] } }] });
  const perGraveyard = boon('test-r2-per-graveyard', { abilities: [{ kind: 'static', effect: { kind: 'costModifier', affects: 'self', amount: -2, perGraveyardAtLeast: 3 } }] });
  const paid = (s: GameState, card: string) => { const m = player(s, A).memory.length; return player(bestow(s, A, card), A).memory.length - m; };

  it('playing-cards-bestowing-boons.md#general-rules: the reduction is counted as the cost is calculated; the boon being bestowed is in the Pantheon zone and counts', () => {
    let s = mainOf();
    const withCost = (d: CardDef, n: number): CardDef => ({ ...d, cost: reserve(n) });
    let card: string;
    [s, card] = presentBoon(s, A, withCost(counted, 4));
    expect(paid(s, card)).toBe(3);
    const allies = Object.keys(s.cards).filter((c) => s.defs[s.cards[c]!.def]!.types.includes('ALLY')).slice(0, 2);
    s = edit(s, (t) => { for (const c of allies) { t.cards[`${c}-g`] = { ...t.cards[c]! }; player(t, A).graveyard = [...player(t, A).graveyard, `${c}-g`]; } });
    expect(paid(s, card)).toBe(1);
  });

  it('playing-cards-bestowing-boons.md#general-rules: "for each graveyard with N or more cards" counts every player\'s graveyard; the cost is never below 0', () => {
    let s = mainOf();
    let card: string;
    [s, card] = presentBoon(s, A, { ...perGraveyard, cost: reserve(3) });
    expect(paid(s, card)).toBe(3);
    s = edit(s, (t) => { player(t, B).graveyard = player(t, B).mainDeck.slice(0, 3); });
    expect(paid(s, card)).toBe(1);
    s = edit(s, (t) => { player(t, A).graveyard = player(t, A).mainDeck.slice(0, 3); });
    expect(paid(s, card)).toBe(0);
  });
});

describe('static stat modifications of a gained boon (card-types-boons.md#general-rules)', () => {
  it('card-types-boons.md#general-rules: they apply from the Pantheon zone to its player\'s objects once the boon is gained, not before', () => {
    let s = mainOf();
    let mine: string, theirs: string;
    [s, mine] = place(s, A, ally('test-r2-stat-mine'));
    [s, theirs] = place(s, B, ally('test-r2-stat-theirs'));
    const def = boon('test-r2-stat', { abilities: [
      { kind: 'static', effect: { kind: 'modifyStat', affects: 'yourAllies', stat: 'power', amount: 2 } },
      { kind: 'static', effect: { kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 } },
    ] });
    let card: string;
    [s, card] = presentBoon(s, A, def);
    const level = championLevel(s, A);
    expect(currentStat(s, s.objects[mine]!, 'power')).toBe(1);
    s = bestow(s, A, card);
    expect(currentStat(s, s.objects[mine]!, 'power')).toBe(3);
    expect(currentStat(s, s.objects[theirs]!, 'power')).toBe(1);
    expect(championLevel(s, A)).toBe(level + 1);
    expect(championLevel(s, B)).toBe(championLevel(mainOf(), B));
  });
});

describe('boon abilities that count resolutions, roll dice, or target at random', () => {
  it('abilities-ability-tracking.md#general-rules: only resolutions count; a fizzled activation is no resolution', () => {
    let s = mainOf();
    let one: string;
    [s, one] = place(s, B, ally('test-r2-res-one'));
    const def = boon('test-r2-res', { abilities: [activated([costReserve(0)], [{ op: 'boonResolution', nth: 2, then: [draw(1)] }], { targets: [targetAlly()] })] });
    let card: string;
    [s, card] = gainedBoon(s, A, def);
    s = activateBoonAbility(s, A, card, 0, [objectTarget(one)]);
    s = settle(edit(s, (t) => { t.field = t.field.filter((id) => id !== one); t.objects = Object.fromEntries(Object.entries(t.objects).filter(([id]) => id !== one)); }));
    expect(boonResolutions(s, A, card, 0)).toBe(0);
    let two: string;
    [s, two] = place(s, B, ally('test-r2-res-two'));
    const hand = player(s, A).hand.length;
    s = settle(activateBoonAbility(s, A, card, 0, [objectTarget(two)]));
    expect(boonResolutions(s, A, card, 0)).toBe(1);
    expect(player(s, A).hand.length).toBe(hand);
    s = settle(activateBoonAbility(s, A, card, 0, [objectTarget(two)]));
    expect(boonResolutions(s, A, card, 0)).toBe(2);
    expect(player(s, A).hand.length).toBe(hand + 1);
    s = settle(activateBoonAbility(s, A, card, 0, [objectTarget(two)]));
    expect(player(s, A).hand.length).toBe(hand + 1); // only the second
  });

  it('randomization.md#general-rules: dice come from the game\'s seeded random sequence: the same state rolls the same, totals stay in range', () => {
    let s = mainOf();
    const results = Array.from({ length: 11 }, (_, i) => ({ min: i + 2, max: i + 2, effects: [putCounters({ ref: 'yourChampion' }, 'buff', i + 2)] }));
    const def = boon('test-r2-dice', { abilities: [activated([costReserve(0)], [{ op: 'rollDice', dice: 2, sides: 6, results }])] });
    let card: string;
    [s, card] = gainedBoon(s, A, def);
    const roll = (t: GameState) => settle(activateBoonAbility(t, A, card, 0));
    const once = roll(s);
    const total = once.objects[player(once, A).champion!]!.counters.buff!;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(total).toBeLessThanOrEqual(12);
    expect(roll(s).objects[player(s, A).champion!]!.counters.buff).toBe(total);
    expect(once.log.some((l) => l.text.includes(`rolls 2D6: ${total}.`))).toBe(true);
  });

  it('randomization.md#general-rules: a random target is picked by the game among the legal targets only', () => {
    let s = mainOf();
    const def = boon('test-r2-random', { abilities: [triggered(whenever('draws', { who: 'you' }), [dealDamage(target(0), 1)], { targets: [{ kind: 'champion', controller: 'opponent', random: true }] })] });
    [s] = gainedBoon(s, A, def);
    const drawer = defineCard({ slug: 'test-r2-drawer', name: 'Drawer', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [draw(1)] });
    s = play(s, A, drawer);
    expect(s.objects[player(s, B).champion!]!.damage).toBe(1);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(0);
    expect(s.log.some((l) => l.text.includes('random target'))).toBe(true);
  });
});

describe('suppressions this turn (game-terms.md#suppress)', () => {
  it('game-terms.md#suppress: each suppressed object counts for the player who suppressed it, until the turn ends', () => {
    let s = mainOf();
    let a: string;
    [s, a] = place(s, B, ally('test-r2-sup'));
    const sup = defineCard({ slug: 'test-r2-suppressor', name: 'Suppressor', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { targets: [targetAlly()], onResolve: [suppress(target(0))] });
    s = play(s, A, sup, [objectTarget(a)]);
    expect(s.suppressesThisTurn).toEqual({ [A]: 1 });
    s = passUntil(s, atMain(B));
    expect(s.suppressesThisTurn).toBeUndefined();
  });
});

describe('hand cards under the deck, then as many drawn', () => {
  it('the picked cards go to the bottom in the order picked; the draw is as many as were put there', () => {
    let s = mainOf();
    let card: string;
    [s, card] = presentBoon(s, A, boon('test-r2-regret', { onResolve: [{ op: 'pickCards', purpose: 'handToBottomDraw', max: 2 }] }));
    s = passUntil(bestow(s, A, card), (t) => t.pending?.kind === 'pickCards');
    const [x, y] = [player(s, A).hand[1]!, player(s, A).hand[0]!];
    const top = player(s, A).mainDeck.slice(0, 2);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: x } });
    s = settle(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: y } }));
    expect(player(s, A).mainDeck.slice(-2)).toEqual([x, y]);
    expect(player(s, A).hand).toEqual(expect.arrayContaining(top));
  });
});

describe('cards in a banishment as targets (game-mechanics-objects-and-targeting.md#target)', () => {
  it('game-mechanics-objects-and-targeting.md#target: a targeted banished card that left the banishment before resolution is not affected', () => {
    let s = mainOf();
    const item = defineCard({ slug: 'test-r2-banished', name: 'Banished', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {});
    s = edit(s, (t) => { t.defs[item.slug] = item; t.cards['cb1'] = { owner: B, def: item.slug }; player(t, B).banishment = [...player(t, B).banishment, 'cb1']; });
    const def = boon('test-r2-banished-boon', { targets: [{ kind: 'banishedCard', cardType: 'ITEM' }], onResolve: [{ op: 'banishedCardToMaterialDeck', target: 0 }] });
    let card: string;
    [s, card] = presentBoon(s, A, def);
    s = act(s, A, { type: 'bestow', card });
    expect(legalActions(s, A).some((a) => a.type === 'chooseTarget' && a.target?.kind === 'card' && a.target.id === 'cb1')).toBe(true);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: 'cb1' } });
    const moved = settle(s);
    expect(player(moved, B).materialDeck).toContain('cb1');
    // An ability waits on the stack: the card leaves the banishment before it resolves.
    const ability = boon('test-r2-banished-ability', { abilities: [activated([costReserve(0)], [{ op: 'banishedCardToMaterialDeck', target: 0 }], { targets: [{ kind: 'banishedCard', cardType: 'ITEM' }] })] });
    let t2 = edit(mainOf(), (t) => { t.defs[item.slug] = item; t.cards['cb2'] = { owner: B, def: item.slug }; player(t, B).banishment = [...player(t, B).banishment, 'cb2']; });
    let card2: string;
    [t2, card2] = gainedBoon(t2, A, ability);
    t2 = activateBoonAbility(t2, A, card2, 0, [{ kind: 'card', id: 'cb2' }]);
    const gone = settle(edit(t2, (t) => { player(t, B).banishment = player(t, B).banishment.filter((c) => c !== 'cb2'); player(t, B).graveyard = [...player(t, B).graveyard, 'cb2']; }));
    expect(player(gone, B).materialDeck).not.toContain('cb2');
    expect(player(gone, B).graveyard).toContain('cb2');
  });
});

describe('an "if" on the chosen object\'s controller (game-mechanics-objects-and-targeting.md#target)', () => {
  it('game-mechanics-objects-and-targeting.md#target: the branch follows who controls the chosen object as the effect resolves', () => {
    let s = mainOf();
    let mine: string, theirs: string;
    [s, mine] = place(s, A, ally('test-r2-if-mine'));
    [s, theirs] = place(s, B, ally('test-r2-if-theirs'));
    const chosen = { ref: 'chosen' } as const;
    const def = boon('test-r2-if', { onResolve: [{ op: 'chooseObjects', filter: { type: 'ALLY' }, count: 2, distinct: true, anyController: true, effects: [
      { op: 'if', condition: { kind: 'subjectYours', subject: chosen }, then: [putCounters(chosen, 'buff', 2)], else: [putCounters(chosen, 'buff', 1)] },
    ] }] });
    let card: string;
    [s, card] = presentBoon(s, A, def);
    s = passUntil(bestow(s, A, card), (t) => t.pending?.kind === 'chooseObjects');
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(theirs) });
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(mine) }));
    expect([s.objects[mine]!.counters.buff, s.objects[theirs]!.counters.buff]).toEqual([2, 1]);
  });
});

describe('"bestow this boon only if …" (playing-cards-bestowing-boons.md#general-rules)', () => {
  it('playing-cards-bestowing-boons.md#general-rules: a boon\'s own restriction is checked with its legality; the starting deck is kept from setup', () => {
    const unique = defineCard({ slug: 'test-r2-unique', name: 'Test R2 Unique', types: ['ACTION'], supertypes: ['UNIQUE'], element: 'NORM', cost: reserve(0) }, {});
    const restricted = boon('test-r2-restricted', { abilities: [{ kind: 'static', effect: { kind: 'bestowOnlyIf' }, condition: { kind: 'startingDeckNoUnique' } }] });
    const setup = setupFor(1);
    setup.firstPlayer = A;
    setup.defs = [...setup.defs, restricted, unique];
    for (const p of setup.players) p.deck = { ...p.deck, boons: [restricted.slug], ...(p.id === A ? { main: [unique.slug, ...p.deck.main.slice(1)] } : {}) };
    let s = createGame(setup);
    expect(player(s, A).startedWithUnique).toBe(true);
    expect(player(s, B).startedWithUnique).toBeUndefined();
    expect(() => parseGameState(JSON.parse(JSON.stringify(s)))).not.toThrow();
    s = passUntil(s, atMain(A));
    const v = apply(s, A, { type: 'bestow', card: player(s, A).pantheon![0]!.card });
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.violation.rule).toContain('playing-cards-bestowing-boons.md#general-rules');
    s = passUntil(s, atMain(B));
    expect(legalActions(s, B).some((a) => a.type === 'bestow')).toBe(true);
    // A game without a Pantheon zone keeps nothing.
    expect(createGame(setupFor(1)).players.every((p) => p.startedWithUnique === undefined)).toBe(true);
  });
});

describe('boon abilities once each turn, and unloaded weapons declared as though loaded', () => {
  it('abilities-ability-tracking.md#general-rules: a boon\'s "only once each turn" ability may be activated again the next turn', () => {
    let s = mainOf();
    const def = boon('test-r2-once-turn', { abilities: [oncePerTurn(activated([costReserve(0)], [draw(1)]))] });
    let card: string;
    [s, card] = gainedBoon(s, A, def);
    s = settle(activateBoonAbility(s, A, card, 0));
    expect(legalActions(s, A).some((a) => a.type === 'activateBoonAbility')).toBe(false);
    s = passUntil(s, atMain(B));
    expect(legalActions(s, A).some((a) => a.type === 'activateBoonAbility')).toBe(false); // no Opportunity for Alice here
    s = passUntil(s, atMain(A));
    expect(legalActions(s, A)).toContainEqual({ type: 'activateBoonAbility', card, index: 0 });
  });

  it('card-types-functional-subtypes.md#functional-weapons: "as though loaded" lets an unloaded Gun be wielded, never with an attack card', () => {
    let s = passUntil(passUntil(mainOf(), atMain(B)), atMain(A));
    const gunDef = defineCard({ slug: 'test-r2-gun', name: 'Gun', types: ['WEAPON'], subtypes: ['GUN'], element: 'NORM', cost: reserve(0), power: 1, durability: 2 }, {});
    let g: string;
    [s, g] = place(s, A, gunDef, { counters: { durability: 2 } });
    expect(weaponsFor(s, s.objects[player(s, A).champion!]!)).not.toContain(g);
    [s] = gainedBoon(s, A, boon('test-r2-as-loaded', { abilities: [{ kind: 'static', effect: { kind: 'attackUnloadedAsLoaded', filter: { subtype: 'GUN' } } }] }));
    expect(weaponsFor(s, s.objects[player(s, A).champion!]!)).toContain(g);
    expect(weaponsFor(s, s.objects[player(s, A).champion!]!, true)).not.toContain(g);
    expect(weaponsFor(s, s.objects[player(s, B).champion!]!)).not.toContain(g);
  });
});

describe('cards from memory onto the field within a total reserve cost (game-mechanics-objects-and-targeting.md#target)', () => {
  it('game-mechanics-objects-and-targeting.md#target: picked as the effect resolves, the running total kept within the limit; they enter together with one more buff counter', () => {
    let s = mainOf();
    const mk = (slug: string, cost: number): CardDef => defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(cost), power: 1, life: 1 }, {});
    const defs = [mk('test-r2-mem-three', 3), mk('test-r2-mem-two', 2), mk('test-r2-mem-two-b', 2)];
    s = edit(s, (t) => {
      player(t, A).memory = defs.map((d, i) => { t.defs[d.slug] = d; const c = `cm${i}`; t.cards[c] = { owner: A, def: d.slug }; return c; });
    });
    let card: string;
    [s, card] = presentBoon(s, A, boon('test-r2-mem', { onResolve: [{ op: 'pickCards', purpose: 'memoryToFieldBuffDraw', max: 99, filter: { type: 'ALLY' }, maxTotalReserve: 5 }] }));
    s = passUntil(bestow(s, A, card), (t) => t.pending?.kind === 'pickCards');
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: 'cm0' } });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: 'cm1' } });
    expect(s.pending?.kind).not.toBe('pickCards'); // 3 + 2: the other two-cost card would make 7
    s = settle(s);
    const entered = Object.values(s.objects).filter((o) => o.card === 'cm0' || o.card === 'cm1');
    expect(entered.map((o) => o.counters.buff)).toEqual([1, 1]);
    expect(player(s, A).memory).toContain('cm2');
    expect(player(s, A).memory.length).toBe(1 + 2);
  });
});

describe('gaining agility as an event, bonuses for attacks on champions, champion counters paying a boon ability', () => {
  it('keywords-and-abilities.md#agility-n: "whenever you gain agility" triggers for the player who gains it, not for others', () => {
    let s = mainOf();
    const watcher = boon('test-r2-agility-watch', { abilities: [triggered(whenever('gainsAgility', { who: 'you' }), [putCounters({ ref: 'yourChampion' }, 'buff', 1)])] });
    [s] = gainedBoon(s, A, watcher);
    const giver = (who: 'you' | 'opponents') => defineCard({ slug: `test-r2-agility-${who}`, name: 'Agile', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'gainAgility', who, amount: 1 }] });
    s = play(s, A, giver('opponents'));
    expect(s.objects[player(s, A).champion!]!.counters.buff ?? 0).toBe(0);
    s = play(s, A, giver('you'));
    expect(s.objects[player(s, A).champion!]!.counters.buff).toBe(1);
  });

  it('combat-phase-attack-declaration.md: a "next attack against a champion" bonus waits through attacks on other targets', () => {
    let s = passUntil(passUntil(mainOf(), atMain(B)), atMain(A));
    s = edit(s, (t) => { const o = t.objects[player(t, A).champion!]!; t.defs[o.def] = { ...t.defs[o.def]!, power: 1 }; });
    let target: string;
    [s, target] = place(s, B, ally('test-r2-vs-ally'));
    const promise = defineCard({ slug: 'test-r2-promise', name: 'Promise', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'attackBonus', subject: { ref: 'yourChampion' }, amount: 2, scope: 'next', vsChampion: true }] });
    s = play(s, A, promise);
    const attack = (t: GameState, on: string) => {
      t = act(t, A, { type: 'attack', attacker: player(t, A).champion! });
      if (t.pending?.kind === 'attackDeclaration' && t.pending.draft.stage === 'weapon') t = act(t, A, { type: 'chooseWeapon', weapon: null });
      return act(t, A, { type: 'chooseAttackTarget', target: on });
    };
    expect(attack(s, target).combat!.attackBonus ?? 0).toBe(0);
    expect(attack(s, player(s, B).champion!).combat!.attackBonus).toBe(2);
  });

  it('card-types-boons.md#general-rules: a boon ability paid by removing counters from the champion needs them there, and removes them', () => {
    let s = mainOf();
    const def = boon('test-r2-counter-cost', { abilities: [activated([{ kind: 'removeChampionCounters', counter: 'preparation', count: 2 }], [draw(1)])] });
    let card: string;
    [s, card] = gainedBoon(s, A, def);
    expect(legalActions(s, A).some((a) => a.type === 'activateBoonAbility')).toBe(false);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 3; });
    s = settle(act(s, A, { type: 'activateBoonAbility', card, index: 0 }));
    expect(s.objects[player(s, A).champion!]!.counters.preparation).toBe(1);
  });
});

describe('summoning tokens as a watched event (game-terms.md#summon)', () => {
  it('game-terms.md#summon: "whenever you summon one or more tokens" triggers once for tokens summoned together, knows all of them, and filters by reserve cost', () => {
    let s = mainOf();
    const tok = (slug: string, cost: number): CardDef => defineCard({ slug, name: slug, types: ['TOKEN', 'ITEM'], element: 'NORM', cost: reserve(cost) }, {});
    for (const d of [tok('test-r2-tok-one', 1), tok('test-r2-tok-two', 2)]) s = edit(s, (t) => { t.defs[d.slug] = d; });
    const watcher = boon('test-r2-summon-watch', { abilities: [triggered({ on: 'whenever', event: 'summons', filter: { who: 'you', maxReserveCost: 1 }, oneOrMore: true },
      [{ op: 'chooseObjects', filter: {}, count: 3, upTo: true, distinct: true, amongEventObjects: true, effects: [putCounters({ ref: 'chosen' }, 'buff', 1)] }])] });
    [s] = gainedBoon(s, A, watcher);
    const summon = (slug: string, count: number) => defineCard({ slug: `test-r2-summon-${slug}-${count}`, name: 'Summon', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'summonToken', token: slug, count }] });
    s = play(s, A, summon('test-r2-tok-two', 1));
    expect(s.pending).toBeNull(); // cost 2: no trigger
    let card: string;
    [s, card] = addCard(withDef(s, summon('test-r2-tok-one', 2)), A, 'test-r2-summon-test-r2-tok-one-2');
    s = passUntil(act(s, A, { type: 'activate', card }), (t) => t.pending?.kind === 'chooseObjects');
    const options = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(options.map((id) => s.objects[id]!.def)).toEqual(['test-r2-tok-one', 'test-r2-tok-one']);
    for (const id of options) s = act(s, A, { type: 'chooseTarget', target: objectTarget(id) });
    s = passUntil(s, (t) => t.pending !== null || (t.stack.length === 0 && t.pendingTriggers.length === 0));
    expect(s.pending).toBeNull(); // one trigger for the two tokens, not one each
    expect(options.map((id) => s.objects[id]!.counters.buff)).toEqual([1, 1]);
  });
});

describe('counters on a boon, and statics of a boon "as long as" (card-types-boons.md#general-rules)', () => {
  it('card-types-boons.md#general-rules: counters go on the boon in the Pantheon zone; its conditional statics apply only while the condition holds', () => {
    let s = mainOf();
    let mine: string;
    [s, mine] = place(s, A, ally('test-r2-boon-counter-ally'));
    const twice = { kind: 'boonCounters', counter: 'training', min: 2 } as const;
    const def = boon('test-r2-boon-counters', { abilities: [
      activated([costReserve(0)], [{ op: 'boonCounters', counter: 'training', count: 1 }]),
      { kind: 'static', effect: { kind: 'modifyStat', affects: 'yourAllies', stat: 'power', amount: 1 }, condition: twice },
      { kind: 'static', effect: { kind: 'characteristics', set: { affects: 'yourAllies' }, changes: [{ kind: 'gainKeyword', keyword: 'taunt' }] }, condition: twice },
    ] });
    let card: string;
    [s, card] = gainedBoon(s, A, def);
    s = settle(activateBoonAbility(s, A, card, 0));
    expect(player(s, A).pantheon!.find((b) => b.card === card)!.counters).toEqual({ training: 1 });
    expect(currentStat(s, s.objects[mine]!, 'power')).toBe(1);
    expect(hasKeyword(s, s.objects[mine]!, 'taunt')).toBe(false);
    s = settle(activateBoonAbility(s, A, card, 0));
    expect(currentStat(s, s.objects[mine]!, 'power')).toBe(2);
    expect(hasKeyword(s, s.objects[mine]!, 'taunt')).toBe(true);
    expect(() => parseGameState(JSON.parse(JSON.stringify(s)))).not.toThrow();
  });

  it('game-terms.md#fostered: "whenever an ally you control becomes fostered" watches each unit as it becomes fostered, once', () => {
    let s = mainOf();
    let a: string;
    [s, a] = place(s, A, ally('test-r2-fostered'));
    [s] = gainedBoon(s, A, boon('test-r2-foster-watch', { abilities: [triggered(whenever('becomesFostered', { who: 'you', type: 'ALLY' }), [draw(1)])] }));
    const fosterer = defineCard({ slug: 'test-r2-fosterer', name: 'Fosterer', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { targets: [targetAlly()], onResolve: [{ op: 'foster', subject: target(0) }] });
    const hand = player(s, A).hand.length;
    s = play(s, A, fosterer, [objectTarget(a)]);
    expect(player(s, A).hand.length).toBe(hand + 1);
    s = play(s, A, fosterer, [objectTarget(a)]); // already fostered: it does not become so again
    expect(player(s, A).hand.length).toBe(hand + 1);
  });
});

describe('a boon making its player\'s Spell cards deal more damage (game-mechanics-damage-prevention.md)', () => {
  it('game-mechanics-damage-prevention.md: a damage-modifying replacement: Spell card activations of the boon\'s player only; X from LV as the damage is dealt; even unpreventable damage', () => {
    let s = mainOf();
    s = edit(s, (t) => { const o = t.objects[player(t, A).champion!]!; o.counters.level = 4; });
    const lv = championLevel(s, A);
    [s] = gainedBoon(s, A, boon('test-r2-spell-bonus', { abilities: [{ kind: 'static', effect: { kind: 'ownSpellDamagePlusLevel', levelDivisor: 2 } }] }));
    const spellHit = defineCard({ slug: 'test-r2-spell-hit', name: 'Spell Hit', types: ['ACTION'], subtypes: ['SPELL'], element: 'NORM', cost: reserve(0) }, { targets: [{ kind: 'champion' }], onResolve: [{ op: 'dealDamage', to: target(0), amount: 1, unpreventable: true }] });
    const bob = player(s, B).champion!;
    s = play(s, A, spellHit, [objectTarget(bob)]);
    expect(s.objects[bob]!.damage).toBe(1 + Math.floor(lv / 2));
    // An ability of an object is no Spell card on the stack.
    const pinger = defineCard({ slug: 'test-r2-pinger', name: 'Pinger', types: ['ALLY'], subtypes: ['SPELL'], element: 'NORM', cost: reserve(0), power: 1, life: 1 }, { abilities: [activated([costReserve(0)], [dealDamage(target(0), 1)], { targets: [{ kind: 'champion' }] })] });
    let p: string;
    [s, p] = place(s, A, pinger);
    s = settle(act(act(s, A, { type: 'activateAbility', object: p, index: 0 }), A, { type: 'chooseTarget', target: objectTarget(bob) }));
    expect(s.objects[bob]!.damage).toBe(1 + Math.floor(lv / 2) + 1);
  });
});
