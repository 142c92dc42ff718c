// Cleric champions and regalia (issue 13): one test per card, driven through the engine's public surface.
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, draw, elementSetting, memory, reserve, staticAbility } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { GATHER_HERBS } from '../../../src/engine/effects/cleric-ops.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { refuse } from '../../engine/helpers.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import {
  A, B, act, addCard, asClass, atMain, enable, payReserve, attack, champion, edit, factsOnly, mainPhaseOf, materialize, passUntil, player, toMaterialize, withDef, withLevel,
} from '../doa/support.js';
import { afterCombat, canUse, life, power } from '../doa/round2-helpers.js';
import { objectTarget, place, play, settle, useAbility } from '../amb/scenario.js';

const withHerbs = (s: GameState) => GATHER_HERBS.reduce((t, slug) => withDef(t, scriptedDef(slug)), s);
const herbsOf = (s: GameState) => Object.values(s.objects).filter((o) => o.controller === A && (GATHER_HERBS as readonly string[]).includes(o.def));
/** Alice's champion becomes the champion of this Index card (its facts; its lineage stays). */
const championAs = (s: GameState, who: string, slug: string) => {
  const def = factsOnly(slug);
  return edit(withDef(s, def), (t) => { t.objects[player(t, who).champion!]!.def = def.slug; });
};
/** May Alice activate a card of `def` from her hand now? */
function mayActivate(s: GameState, def: CardDef): boolean {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  return legalActions(s, A).some((a) => a.type === 'activate' && a.card === card);
}
/** A test object that enables wind for its controller. */
const windEnabler = defineCard({ slug: 'test-wind-enabler', name: 'Test Wind Enabler', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, { abilities: [staticAbility(elementSetting('WIND', true))] });
const ally = (slug: string, subtypes: string[], p: number, l: number) =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(1), power: p, life: l }, {});

describe('Cleric regalia and champions', () => {
  it("'alchemists-cauldron': Arisanna only; (3) and banish it: gather twice, then basic-element Potions ignore element requirements all game", () => {
    const cauldron = scriptedDef('alchemists-cauldron');
    let s = withHerbs(mainPhaseOf(A));
    let id: string;
    [s, id] = place(s, A, cauldron);
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out');
    expect(canUse(s, A, id, 0)).toBe(false); // not an Arisanna champion
    s = championAs(s, A, 'arisanna-herbalist-prodigy');
    expect(mayActivate(s, factsOnly('speed-potion'))).toBe(false); // wind is not enabled
    expect(canUse(s, A, id, 0)).toBe(true);
    s = useAbility(s, A, id, 0);
    expect(s.objects[id]).toBeUndefined();
    expect(player(s, A).banishment.some((c) => s.cards[c]!.def === cauldron.slug)).toBe(true);
    expect(herbsOf(s)).toHaveLength(2);
    expect(mayActivate(s, factsOnly('speed-potion'))).toBe(true); // wind Potion
    expect(mayActivate(s, factsOnly('refracted-twilight'))).toBe(false); // astra: advanced
    expect(mayActivate(s, defineCard({ slug: 'test-wind-action', name: 'Test Wind Action', types: ['ACTION'], element: 'WIND', cost: reserve(0) }, {}))).toBe(false);
  });
  it("'wand-of-frost': with the class bonus its On Enter draws; banished, the target unit's attacks this turn (one under way too) get -3 power", () => {
    const wand = scriptedDef('wand-of-frost');
    const drawn = (cls: 'cleric' | 'warrior') => {
      const [s, card] = toMaterialize(wand, 1, (t) => enable(asClass(t, A, cls), A, 'WATER'));
      const hand = player(s, A).hand.length;
      return player(materialize(s, card), A).hand.length - hand;
    };
    expect(drawn('cleric')).toBe(1);
    expect(drawn('warrior')).toBe(0);
    // Bob attacks; in answer Alice banishes the wand targeting the attacker.
    const brute = ally('test-brute', [], 5, 5);
    let s = mainPhaseOf(B);
    let id: string, attacker: string;
    [s, id] = place(s, A, wand);
    [s, attacker] = place(s, B, brute);
    s = attack(s, B, attacker, champion(s, A).id);
    expect(attackPower(s)).toBe(5);
    s = passUntil(s, (t) => t.opportunity !== null && t.players[t.opportunity.player]!.id === A);
    s = act(s, A, { type: 'activateAbility', object: id, index: 1 });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(attacker) });
    s = passUntil(s, (t) => t.stack.length === 0 && t.opportunity !== null);
    expect(s.objects[id]).toBeUndefined();
    expect(attackPower(s)).toBe(2);
    s = afterCombat(s);
    expect(champion(s, A).damage).toBe(2);
    // A second attack by the same unit this turn is weaker as well; the unit's own power is untouched.
    s = edit(s, (t) => { t.objects[attacker]!.rested = false; });
    expect(power(s, attacker)).toBe(5);
    s = attack(s, B, attacker, champion(s, A).id);
    expect(attackPower(s)).toBe(2);
  });

  it("'gustmark-gauge': awake, Chessman allies you control get +1 life; rested with level 2+, +1 power instead; (2), rest: glimpse 1", () => {
    const gauge = scriptedDef('gustmark-gauge');
    const pawn = ally('test-chess-pawn', ['CHESSMAN'], 1, 1);
    const other = ally('test-plain-ally', [], 1, 1);
    let s = mainPhaseOf(A);
    let id: string, mine: string, plain: string, theirs: string;
    [s, id] = place(s, A, gauge);
    [s, mine] = place(s, A, pawn);
    [s, plain] = place(s, A, other);
    [s, theirs] = place(s, B, pawn);
    expect([life(s, mine), power(s, mine), life(s, plain), life(s, theirs)]).toEqual([2, 1, 1, 1]);
    s = edit(s, (t) => { t.objects[id]!.rested = true; });
    expect([life(s, mine), power(s, mine)]).toEqual([1, 1]); // rested, level below 2
    s = withLevel(s, A, 2);
    expect([life(s, mine), power(s, mine), power(s, plain), power(s, theirs)]).toEqual([1, 2, 1, 1]);
    // The glimpse: pay (2), rest it.
    s = edit(s, (t) => { t.objects[id]!.rested = false; });
    for (let i = 0; i < 2; i++) [s] = addCard(s, A, 'smoke-out');
    s = act(s, A, { type: 'activateAbility', object: id, index: 2 });
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse' || (t.pending?.kind === 'activation' && t.pending.draft.stage === 'reserve'));
    while (s.pending?.kind === 'activation') s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.cards.length).toBe(1);
    expect(s.objects[id]!.rested).toBe(true);
    s = settle(s);
    expect([life(s, mine), power(s, mine)]).toEqual([1, 2]);
  });
  it("'vanitas-obliviate-schemer': On Enter glimpse 4 only with another wind card in the lineage; it levels up only into a Vanitas", () => {
    const vanitas = scriptedDef('vanitas-obliviate-schemer');
    /** Alice's level 0 champion is this spirit; she materializes Vanitas onto it. */
    const enter = (spirit: string) => {
      const [s, card] = toMaterialize(vanitas, 1, (t) => place(edit(withDef(t, factsOnly(spirit)), (u) => {
        const champ = u.objects[player(u, A).champion!]!;
        champ.def = spirit;
        u.cards = { ...u.cards, [champ.card!]: { ...u.cards[champ.card!]!, def: spirit } };
      }), A, windEnabler)[0]);
      return passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'glimpse' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    };
    const windy = enter('spirit-of-wind');
    expect(champion(windy, A).def).toBe(vanitas.slug);
    expect(windy.pending?.kind === 'glimpse' && windy.pending.cards.length).toBe(4);
    const fiery = enter('spirit-of-fire');
    expect(champion(fiery, A).def).toBe(vanitas.slug);
    expect(fiery.pending).toBeNull();
    // Leveling up: a Vanitas champion may be materialized onto it, another name may not.
    const ruin = factsOnly('vanitas-convergent-ruin');
    const other = factsOnly('arisanna-herbalist-prodigy');
    let s = passUntil(settle(windy), atMain(B));
    s = edit(withDef(withDef(s, ruin), other), (t) => { t.objects[player(t, A).champion!]!.def = vanitas.slug; });
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
    let good: string, bad: string;
    [s, good] = addCard(s, A, ruin.slug, 'materialDeck');
    [s, bad] = addCard(s, A, other.slug, 'materialDeck');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
    const offered = legalActions(s, A).filter((a) => a.type === 'materialize').map((a) => (a as { card: string }).card);
    expect(offered).toContain(good);
    expect(offered).not.toContain(bad);
    refuse(s, A, { type: 'materialize', card: bad });
  });
  it("'alchemists-kit': a refinement counter each time you gather; banished, a card drawn for every four counters it had", () => {
    const kit = scriptedDef('alchemists-kit');
    const gatherer = defineCard({ slug: 'test-gatherer', name: 'Test Gatherer', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'gather' }] });
    let s = withHerbs(mainPhaseOf(A));
    let id: string;
    [s, id] = place(s, A, kit);
    s = play(s, A, gatherer);
    expect(herbsOf(s)).toHaveLength(1);
    expect(s.objects[id]!.counters.refinement).toBe(1);
    s = play(s, A, gatherer);
    expect(s.objects[id]!.counters.refinement).toBe(2);
    // Bob gathering adds nothing.
    const theirs = play(passUntil(s, atMain(B)), B, gatherer);
    expect(theirs.objects[id]!.counters.refinement).toBe(2);
    const banished = (n: number) => {
      const t = edit(s, (u) => { u.objects[id]!.counters.refinement = n; });
      const hand = player(t, A).hand.length;
      const u = useAbility(t, A, id, 1);
      expect(u.objects[id]).toBeUndefined();
      return player(u, A).hand.length - hand;
    };
    expect(banished(9)).toBe(2);
    expect(banished(3)).toBe(0);
    expect(banished(4)).toBe(1);
  });
  it("'fatal-timepiece': at the start of each player's recollection phase, 2 unpreventable damage to their champion unless they materialized this turn", () => {
    const timepiece = scriptedDef('fatal-timepiece');
    const trinket = defineCard({ slug: 'test-free-regalia', name: 'Test Free Regalia', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
    let s = withDef(mainPhaseOf(A), trinket);
    [s] = place(s, A, timepiece);
    // Bob's first turn has no recollection phase; his champion is untouched.
    s = passUntil(s, atMain(B));
    expect(champion(s, B).damage).toBe(0);
    // Alice's turn: she does not materialize.
    s = passUntil(s, atMain(A));
    expect(champion(s, A).damage).toBe(2);
    // Bob's turn: he materializes a card first, so no damage.
    [s] = addCard(s, B, trinket.slug, 'materialDeck');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase' && t.pending.player === B);
    const card = player(s, B).materialDeck.find((c) => s.cards[c]!.def === trinket.slug)!;
    s = passUntil(act(s, B, { type: 'materialize', card }), atMain(B));
    expect(champion(s, B).damage).toBe(0);
    expect(champion(s, A).damage).toBe(2);
    // Alice's next turn, again nothing materialized: 2 more.
    s = passUntil(s, atMain(A));
    expect(champion(s, A).damage).toBe(4);
  });
  it("'memento-pocketwatch': 1 less with an Alice or a Ciel champion; On Charge 3 it is banished, you draw, and your next attack this turn gets +3", () => {
    const watch = scriptedDef('memento-pocketwatch');
    const memorySpent = (champ?: string) => {
      const [s, card] = toMaterialize(watch, 2, (t) => (champ ? championAs(t, A, champ) : t));
      return player(s, A).memory.length - player(materialize(s, card), A).memory.length;
    };
    expect(memorySpent()).toBe(1);
    expect(memorySpent('alice-golden-queen')).toBe(0);
    expect(memorySpent('ciel-loyal-valet')).toBe(0);
    // Two charge counters already: the next recollection phase adds the third.
    const brute = ally('test-brute', [], 2, 5);
    const run = (charged: number) => {
      let s = mainPhaseOf(A);
      let id: string, unit: string;
      [s, id] = place(s, A, watch, { counters: { charge: charged } });
      [s, unit] = place(s, A, brute);
      s = passUntil(s, atMain(B));
      const hand = player(s, A).hand.length;
      s = passUntil(s, atMain(A));
      const drawn = player(s, A).hand.length - hand;
      s = attack(s, A, unit, champion(s, B).id);
      const first = attackPower(s);
      s = edit(afterCombat(s), (t) => { t.objects[unit]!.rested = false; });
      s = attack(s, A, unit, champion(s, B).id);
      return { gone: s.objects[id] === undefined, drawn, first, second: attackPower(s) };
    };
    expect(run(2)).toEqual({ gone: true, drawn: 2, first: 5, second: 2 });
    expect(run(1)).toEqual({ gone: false, drawn: 1, first: 2, second: 2 });
  });
  it("'safeguard-amulet': banished, each non-combat damage to your champion this turn has 4 prevented; combat damage and next turn are untouched", () => {
    const amulet = scriptedDef('safeguard-amulet');
    const zap = (n: number) => defineCard({ slug: `test-zap-${n}`, name: `Test Zap ${n}`, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [dealDamage({ ref: 'eachChampion' }, n)] });
    let s = mainPhaseOf(B);
    let id: string, unit: string;
    [s, id] = place(s, A, amulet);
    [s, unit] = place(s, B, ally('test-brute', [], 5, 5));
    s = passUntil(s, (t) => t.opportunity !== null && t.players[t.opportunity.player]!.id === A);
    s = settle(act(s, A, { type: 'activateAbility', object: id, index: 0 }));
    expect(s.objects[id]).toBeUndefined();
    s = passUntil(s, atMain(B));
    s = play(s, B, zap(6));
    expect([champion(s, A).damage, champion(s, B).damage]).toEqual([2, 6]);
    s = play(s, B, zap(3)); // every event, not only the first
    expect([champion(s, A).damage, champion(s, B).damage]).toEqual([2, 9]);
    s = afterCombat(attack(s, B, unit, champion(s, A).id));
    expect(champion(s, A).damage).toBe(7); // combat damage is not prevented
    s = passUntil(s, atMain(A));
    s = play(s, A, zap(3));
    expect(champion(s, A).damage).toBe(10); // the turn is over
  });
  it("'lagomorph-piece': 1 less with an Alice champion; (3) and banish it: a Chessman Command card of your graveyard returns to your memory", () => {
    const piece = scriptedDef('lagomorph-piece');
    const memorySpent = (champ?: string) => {
      const [s, card] = toMaterialize(piece, 2, (t) => (champ ? championAs(t, A, champ) : t));
      return player(s, A).memory.length - player(materialize(s, card), A).memory.length;
    };
    expect(memorySpent()).toBe(1);
    expect(memorySpent('alice-golden-queen')).toBe(0);
    let s = mainPhaseOf(A);
    let id: string, cross: string, rook: string, theirs: string;
    for (const slug of ['bishops-cross', 'lily-marine-castellan']) s = withDef(s, factsOnly(slug));
    [s, cross] = addCard(s, A, 'bishops-cross', 'graveyard');
    [s, rook] = addCard(s, A, 'lily-marine-castellan', 'graveyard'); // a Chessman, not a Command card
    [s, theirs] = addCard(s, B, 'bishops-cross', 'graveyard');
    [s, id] = place(s, A, piece);
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out');
    s = act(s, A, { type: 'activateAbility', object: id, index: 1 });
    const offered = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } }).target.id);
    expect(offered).toEqual([cross]);
    expect(offered).not.toContain(rook);
    expect(offered).not.toContain(theirs);
    s = settle(payReserve(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: cross } }), A));
    expect(s.objects[id]).toBeUndefined();
    expect(player(s, A).memory).toContain(cross);
    expect(player(s, A).graveyard).not.toContain(cross);
  });
  it("'tithe-proclamation': On Enter draw; no player draws more than three cards a turn, except on their own first turn", () => {
    const tithe = scriptedDef('tithe-proclamation');
    const drawer = (n: number) => defineCard({ slug: `test-draw-${n}`, name: `Test Draw ${n}`, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(n, 'each')] });
    // Bob's first turn: his draws are not limited, Alice's are.
    let s = mainPhaseOf(B);
    [s] = place(s, A, tithe);
    const before = [player(s, A).hand.length, player(s, B).hand.length];
    s = play(s, B, drawer(5));
    expect([player(s, A).hand.length - before[0]!, player(s, B).hand.length - before[1]!]).toEqual([3, 5]);
    // Alice's next turn: her draw phase drew one; two more, then no more; Bob is limited too.
    s = passUntil(s, atMain(A));
    const mid = [player(s, A).hand.length, player(s, B).hand.length];
    s = play(s, A, drawer(4));
    expect([player(s, A).hand.length - mid[0]!, player(s, B).hand.length - mid[1]!]).toEqual([2, 3]);
    // Its On Enter draws a card.
    const [m, card] = toMaterialize(tithe, 1);
    const hand = player(m, A).hand.length;
    expect(player(materialize(m, card), A).hand.length).toBe(hand + 1);
  });

  it("'mandate-of-honor': while you control a unique ally, players with influence 8 or more can't draw", () => {
    const mandate = scriptedDef('mandate-of-honor');
    const unique = { ...ally('test-unique-ally', [], 1, 1), supertypes: ['UNIQUE' as const] };
    const drawer = defineCard({ slug: 'test-draw-1', name: 'Test Draw 1', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(1, 'each')] });
    /** Alice and Bob hold this many cards in hand (memory emptied); each draws one. */
    const drawn = (influence: [number, number], withUnique: boolean, memoryCards = 0) => {
      let s = mainPhaseOf(A);
      s = edit(s, (t) => { for (const p of t.players) { p.hand = []; p.memory = []; } });
      [s] = place(s, A, mandate);
      if (withUnique) [s] = place(s, A, unique);
      for (let i = 0; i < influence[0] - memoryCards; i++) [s] = addCard(s, A, 'smoke-out');
      for (let i = 0; i < memoryCards; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
      for (let i = 0; i < influence[1]; i++) [s] = addCard(s, B, 'smoke-out');
      const before = [player(s, A).hand.length, player(s, B).hand.length];
      s = play(s, A, drawer);
      return [player(s, A).hand.length - before[0]!, player(s, B).hand.length - before[1]!];
    };
    expect(drawn([3, 8], true)).toEqual([1, 0]);
    expect(drawn([8, 7], true)).toEqual([0, 1]); // the test card in hand leaves on activation: 8 remain
    expect(drawn([8, 7], true, 4)).toEqual([0, 1]); // memory counts toward influence
    expect(drawn([3, 8], false)).toEqual([1, 1]);
  });
  it("'necklace-of-hindsight': 1 less with the class bonus; banished, you arrange the top four of an opponent's deck, top or bottom, in any order", () => {
    const necklace = scriptedDef('necklace-of-hindsight');
    const memorySpent = (cls: 'cleric' | 'warrior') => {
      const [s, card] = toMaterialize(necklace, 2, (t) => enable(asClass(t, A, cls), A, 'ASTRA'));
      return player(s, A).memory.length - player(materialize(s, card), A).memory.length;
    };
    expect(memorySpent('warrior')).toBe(1);
    expect(memorySpent('cleric')).toBe(0);
    let s = mainPhaseOf(A);
    let id: string;
    [s, id] = place(s, A, necklace);
    s = act(s, A, { type: 'activateAbility', object: id, index: 1 });
    const targets = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } }).target.id);
    expect(targets).toEqual([B]);
    const deck = [...player(s, B).mainDeck];
    const mine = [...player(s, A).mainDeck];
    s = passUntil(act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } }), (t) => t.pending?.kind === 'glimpse');
    expect(s.pending?.kind === 'glimpse' && s.pending.player).toBe(A);
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toEqual(deck.slice(0, 4));
    expect(legalActions(s, A).every((a) => a.type === 'glimpseChoice' || a.type === 'concede')).toBe(true); // nothing can be starcalled from it
    expect(legalActions(s, B).filter((a) => a.type !== 'concede')).toEqual([]);
    const [c1, c2, c3, c4] = deck as [string, string, string, string];
    for (const [card, where] of [[c3, 'top'], [c1, 'bottom'], [c4, 'top'], [c2, 'bottom']] as const) s = act(s, A, { type: 'glimpseChoice', card, where });
    s = settle(s);
    expect(player(s, B).mainDeck).toEqual([c3, c4, ...deck.slice(4), c1, c2]);
    expect(player(s, A).mainDeck).toEqual(mine);
    expect(s.objects[id]).toBeUndefined();
  });
  it("'windspire-crest': Diao Chan, (2), rest, two glimmer off your champion: a buff counter on an ally you control chosen as it resolves; (4), banish: draw", () => {
    const crest = scriptedDef('windspire-crest');
    let s = mainPhaseOf(A);
    let id: string, one: string, two: string, theirs: string;
    [s, id] = place(s, A, crest);
    [s, one] = place(s, A, ally('test-ally-one', [], 1, 1));
    [s, two] = place(s, A, ally('test-ally-two', [], 1, 1));
    [s, theirs] = place(s, B, ally('test-ally-one', [], 1, 1));
    for (let i = 0; i < 6; i++) [s] = addCard(s, A, 'smoke-out');
    s = edit(s, (t) => { champion(t, A).counters.glimmer = 2; });
    expect(canUse(s, A, id, 0)).toBe(false); // not Diao Chan
    s = championAs(s, A, 'diao-chan-idyll-corsage');
    expect(canUse(s, A, id, 0)).toBe(true);
    const noGlimmer = edit(s, (t) => { champion(t, A).counters.glimmer = 1; });
    expect(canUse(noGlimmer, A, id, 0)).toBe(false);
    s = payReserve(act(s, A, { type: 'activateAbility', object: id, index: 0 }), A);
    expect(s.objects[id]!.rested).toBe(true);
    expect(champion(s, A).counters.glimmer ?? 0).toBe(0);
    s = passUntil(s, (t) => t.pending?.kind === 'chooseForCounters');
    const offered = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } }).target.id);
    expect(offered.sort()).toEqual([one, two].sort());
    expect(offered).not.toContain(theirs);
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(two) }));
    expect([s.objects[one]!.counters.buff ?? 0, s.objects[two]!.counters.buff ?? 0]).toEqual([0, 1]);
    // (4), banish it: draw a card.
    s = edit(s, (t) => { t.objects[id]!.rested = false; });
    const hand = player(s, A).hand.length;
    s = useAbility(s, A, id, 1);
    expect(s.objects[id]).toBeUndefined();
    expect(player(s, A).hand.length).toBe(hand - 4 + 1);
  });

  it("'alkahest': each recollection phase of yours, one of your Potions gets an age counter; with level 4+, banishing it destroys a cheap item or weapon", () => {
    const alkahest = scriptedDef('alkahest');
    const potion = (slug: string, cost: number) => defineCard({ slug, name: slug, types: ['ITEM'], subtypes: ['POTION'], element: 'NORM', cost: reserve(cost) }, {});
    let s = mainPhaseOf(A);
    let id: string, brew: string, other: string, big: string, blade: string, regalia: string, theirs: string;
    [s, id] = place(s, A, alkahest);
    [s, brew] = place(s, A, potion('test-potion', 3));
    [s, theirs] = place(s, B, potion('test-potion', 3));
    s = passUntil(s, atMain(B));
    s = passUntil(s, atMain(A));
    expect(s.objects[brew]!.counters.age).toBe(1); // the only Potion of hers: no choice asked
    expect(s.objects[theirs]!.counters.age ?? 0).toBe(0);
    [s, other] = place(s, A, potion('test-potion-two', 2));
    s = passUntil(s, atMain(B));
    s = passUntil(s, (t) => t.pending?.kind === 'chooseForCounters');
    s = passUntil(act(s, A, { type: 'chooseTarget', target: objectTarget(other) }), atMain(A));
    expect([s.objects[brew]!.counters.age, s.objects[other]!.counters.age]).toEqual([1, 1]);
    // The destroy ability.
    [s, big] = place(s, B, potion('test-potion-big', 5));
    [s, blade] = place(s, B, defineCard({ slug: 'test-blade', name: 'Test Blade', types: ['WEAPON'], element: 'NORM', cost: reserve(4), power: 1, durability: 1 }, {}));
    [s, regalia] = place(s, B, factsOnly('safeguard-amulet'));
    const unit = ally('test-ally-one', [], 1, 1);
    let mate: string;
    [s, mate] = place(s, B, unit);
    expect(canUse(s, A, id, 1)).toBe(false); // level below 4
    s = withLevel(s, A, 4);
    s = act(s, A, { type: 'activateAbility', object: id, index: 1 });
    const offered = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a as { target: { id: string } }).target.id);
    expect(offered).toEqual(expect.arrayContaining([blade, regalia, theirs, brew]));
    expect(offered).not.toContain(big);
    expect(offered).not.toContain(mate);
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(blade) }));
    expect(s.objects[blade]).toBeUndefined();
    expect(s.objects[id]).toBeUndefined();
  });
  it("'chime-of-endless-dreams': hindered; its controller doesn't lose for drawing from an empty deck; rest and banish it: the graveyard is shuffled into the deck", () => {
    const chime = scriptedDef('chime-of-endless-dreams');
    const drawer = defineCard({ slug: 'test-draw-2', name: 'Test Draw 2', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(2, 'each')] });
    // Hindered: it enters rested (materialized with exalted enabled).
    const [m, card] = toMaterialize(chime, 1, (t) => enable(t, A, 'EXALTED', 'WATER'));
    expect(Object.values(materialize(m, card).objects).find((o) => o.def === chime.slug)!.rested).toBe(true);
    let s = mainPhaseOf(A);
    let id: string;
    [s, id] = place(s, A, chime);
    const base = s;
    s = edit(s, (t) => { player(t, A).mainDeck = player(t, A).mainDeck.slice(0, 1); player(t, B).mainDeck = player(t, B).mainDeck.slice(0, 1); });
    s = play(s, A, drawer);
    expect(player(s, A).lost).toBe(false);
    expect(player(s, B).lost).toBe(true); // Bob has no chime
    // Rest and banish: the graveyard goes into the deck, shuffled.
    let t = base;
    const grave: string[] = [];
    for (let i = 0; i < 3; i++) { let c: string; [t, c] = addCard(t, A, 'smoke-out', 'graveyard'); grave.push(c); }
    const deck = player(t, A).mainDeck.length;
    t = useAbility(t, A, id, 1);
    expect(t.objects[id]).toBeUndefined();
    expect(player(t, A).graveyard).toEqual([]);
    expect(player(t, A).mainDeck).toHaveLength(deck + 3);
    expect(player(t, A).mainDeck).toEqual(expect.arrayContaining(grave));
  });
  it("'spellward-scepter': hindered; rest and banish it: the next card you activate this turn can't be negated, the one after can", () => {
    const scepter = scriptedDef('spellward-scepter');
    const [m, card] = toMaterialize(scepter, 1);
    expect(Object.values(materialize(m, card).objects).find((o) => o.def === scepter.slug)!.rested).toBe(true);
    const negator = defineCard({ slug: 'test-negator', name: 'Test Negator', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { targets: [{ kind: 'activation' }], onResolve: [{ op: 'negate', target: 0 }] });
    const plain = defineCard({ slug: 'test-plain-draw', name: 'Test Plain Draw', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(1)] });
    let s = withDef(withDef(mainPhaseOf(A), negator), plain);
    let id: string;
    [s, id] = place(s, A, scepter);
    s = useAbility(s, A, id, 0);
    expect(s.objects[id]).toBeUndefined();
    /** Alice activates the plain card; Bob answers by negating it; did it resolve? */
    const tryNegate = (t: GameState): [GameState, boolean] => {
      let c: string, n: string;
      [t, c] = addCard(t, A, plain.slug);
      [t, n] = addCard(t, B, negator.slug);
      t = payReserve(act(t, A, { type: 'activate', card: c }), A);
      const item = t.stack[t.stack.length - 1]!.id;
      t = passUntil(t, (u) => u.opportunity !== null && u.players[u.opportunity.player]!.id === B);
      t = payReserve(act(act(t, B, { type: 'activate', card: n }), B, { type: 'chooseTarget', target: { kind: 'stack', id: item } }), B);
      const hand = player(t, A).hand.length;
      t = settle(t);
      return [t, player(t, A).hand.length === hand + 1];
    };
    let resolved: boolean;
    [s, resolved] = tryNegate(s);
    expect(resolved).toBe(true);
    [s, resolved] = tryNegate(s);
    expect(resolved).toBe(false);
  });
});
