// Boons of the second round: choices made as a boon is gained, abilities as a Spell, a boon's chosen name.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { createGame, legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, edit, newGame, passUntil, payReserve, player, refuse, setupFor, withDef } from '../../engine/helpers.js';
import { currentPower } from '../../../src/engine/state/query.js';
import { asChampion, objectTarget, place, playerTarget, settle } from '../amb/scenario.js';
import { activateBoonAbility, bestow, bestowNew, gainedBoon, presentBoon } from './boon-scenario.js';

const mainOf = (who: PlayerId = A) => passUntil(newGame(), atMain(who));
const allyDef = (slug: string, extra: Partial<Parameters<typeof defineCard>[0]> = {}): CardDef =>
  defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 3, ...extra }, {});
const chooseOptions = (s: GameState, who: PlayerId) =>
  legalActions(s, who).filter((a) => a.type === 'chooseTarget').map((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? a.target.id : null));

describe('Astraeus (lesser)', () => {
  it("'lesser-boon-of-astraeus': (3) as a Spell suppresses a target ally, item or weapon; only once; spellshroud and champions can't be chosen", () => {
    let s = asChampion(mainOf(), A, { classes: ['CLERIC'], elements: ['WIND'], level: 1 });
    let ally: string, shrouded: string, item: string;
    [s, ally] = place(s, B, allyDef('test-astraeus-ally'));
    [s, shrouded] = place(s, B, { ...allyDef('test-astraeus-shrouded'), keywords: ['spellshroud'] });
    [s, item] = place(s, B, defineCard({ slug: 'test-astraeus-item', name: 'Item', types: ['ITEM'], element: 'NORM', cost: reserve(0) }, {}));
    let boon: string;
    [s, boon] = bestowNew(s, A, scriptedDef('lesser-boon-of-astraeus'));
    s = act(s, A, { type: 'activateBoonAbility', card: boon, index: 0 });
    const options = chooseOptions(s, A);
    expect(options).toContain(ally);
    expect(options).toContain(item);
    expect(options).not.toContain(shrouded);
    expect(options).not.toContain(player(s, A).champion);
    expect(options).not.toContain(player(s, B).champion);
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(ally) });
    const hand = player(s, A).hand.length;
    s = settle(payReserve(s, A));
    expect(hand - player(s, A).hand.length).toBe(3);
    expect(s.field).not.toContain(ally);
    expect(player(s, B).banishment.some((c) => s.cards[c]!.def === 'test-astraeus-ally')).toBe(true);
    refuse(s, A, { type: 'activateBoonAbility', card: boon, index: 0 }, 'ability-tracking');
    // Back at the beginning of the next end phase, under its owner's control.
    s = passUntil(s, (t) => t.phase === 'end' && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0 && Object.values(t.objects).some((o) => o.def === 'test-astraeus-ally'));
    expect(Object.values(s.objects).find((o) => o.def === 'test-astraeus-ally')!.controller).toBe(B);
  });
});

describe('Nuwa (lesser)', () => {
  it("'lesser-boon-of-nuwa': Class Locked; generates Refurbish into memory as it is gained; whenever its player activates a Craft card, a target weapon gets +1 power this turn", () => {
    // A game loads the cards scripts generate (src/cards/scripts/index.ts GENERATED_SLUGS).
    let s = withDef(asChampion(mainOf(), A, { classes: ['MAGE'], elements: ['NORM'], level: 1 }), scriptedDef('refurbish'));
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-nuwa'));
    refuse(s, A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#class-locked');
    s = asChampion(s, A, { classes: ['GUARDIAN'], elements: ['NORM'], level: 1 });
    const memory = player(s, A).memory.length;
    s = settle(bestow(s, A, boon));
    const refurbish = player(s, A).memory.filter((c) => s.cards[c]!.def === 'refurbish');
    expect(refurbish).toHaveLength(1);
    expect(player(s, A).memory.length).toBe(memory + 2 + 1); // its reserve cost of 2, then Refurbish
    let weapon: string;
    [s, weapon] = place(s, A, defineCard({ slug: 'test-nuwa-sword', name: 'Sword', types: ['WEAPON'], subtypes: ['SWORD'], element: 'NORM', cost: reserve(0), power: 2, durability: 3 }, {}));
    const craft = defineCard({ slug: 'test-nuwa-craft', name: 'Craft', types: ['ACTION'], subtypes: ['CRAFT'], element: 'NORM', cost: reserve(0) }, {});
    const other = defineCard({ slug: 'test-nuwa-other', name: 'Other', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {});
    const power = (t: GameState) => legalPower(t, weapon);
    let card: string;
    [s, card] = addCard(withDef(s, other), A, other.slug);
    s = settle(act(s, A, { type: 'activate', card }));
    expect(power(s)).toBe(2);
    [s, card] = addCard(withDef(s, craft), A, craft.slug);
    s = act(s, A, { type: 'activate', card });
    s = settle(s, { targets: [objectTarget(weapon)] });
    expect(power(s)).toBe(3);
  });
});

function legalPower(s: GameState, id: string): number {
  return currentPower(s, s.objects[id]!);
}

/** Give `who` `n` more cards in hand (to pay reserve costs with). */
function withCards(s: GameState, who: PlayerId, n: number): GameState {
  return edit(s, (t) => {
    const slug = t.cards[player(t, who).mainDeck[0]!]!.def;
    for (let i = 0; i < n; i++) { const c = `cx${who}${i}`; t.cards[c] = { owner: who, def: slug }; player(t, who).hand = [...player(t, who).hand, c]; }
  });
}

describe('Dux (lesser) and Revelry (lesser)', () => {
  it("'lesser-boon-of-dux': Class Locked; any ally, an opponent's too, is chosen (not targeted) and becomes fostered", () => {
    let s = asChampion(mainOf(), A, { classes: ['GUARDIAN'], elements: ['NORM'], level: 1 });
    let mine: string, theirs: string;
    [s, mine] = place(s, A, allyDef('test-dux-mine'));
    [s, theirs] = place(s, B, { ...allyDef('test-dux-theirs'), keywords: ['spellshroud'] });
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-dux'));
    s = bestow(s, A, boon);
    s = passUntil(s, (t) => t.pending?.kind === 'chooseObjects');
    expect(chooseOptions(s, A).sort()).toEqual([mine, theirs].sort());
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(theirs) }));
    expect(s.objects[theirs]!.fostered).toBe(true);
    expect(s.objects[mine]!.fostered).toBeFalsy();
  });

  it("'lesser-boon-of-revelry': Level Locked 1; a buff counter on a chosen ally as it is gained; (3) a target player with exactly one ally puts a buff counter on an ally of theirs without one", () => {
    let s = withCards(asChampion(mainOf(), A, { classes: ['TAMER'], elements: ['NORM'], level: 0 }), A, 10);
    let mine: string, theirs: string;
    [s, mine] = place(s, A, allyDef('test-revelry-mine'));
    [s, theirs] = place(s, B, allyDef('test-revelry-theirs'));
    let boon: string;
    [s, boon] = presentBoon(s, A, scriptedDef('lesser-boon-of-revelry'));
    refuse(s, A, { type: 'bestow', card: boon }, 'keywords-and-abilities.md#level-locked-n');
    s = asChampion(s, A, { classes: ['TAMER'], elements: ['NORM'], level: 1 });
    s = bestow(s, A, boon);
    s = passUntil(s, (t) => t.pending?.kind === 'chooseObjects');
    expect(chooseOptions(s, A).sort()).toEqual([mine, theirs].sort());
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(theirs) }));
    expect(s.objects[theirs]!.counters.buff).toBe(1);
    // Bob's only ally has a buff counter: the ability finds no ally without one.
    s = act(s, A, { type: 'activateBoonAbility', card: boon, index: 0 });
    const players = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a.type === 'chooseTarget' && a.target?.kind === 'player' ? a.target.id : null));
    expect(players.sort()).toEqual([A, B].sort());
    s = act(s, A, { type: 'chooseTarget', target: playerTarget(B) });
    s = settle(payReserve(s, A));
    expect(s.objects[theirs]!.counters.buff).toBe(1);
    // Alice's only ally has none: she puts one on it.
    s = act(s, A, { type: 'activateBoonAbility', card: boon, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: playerTarget(A) });
    s = payReserve(s, A);
    s = passUntil(s, (t) => t.pending?.kind === 'chooseObjects' || t.stack.length === 0);
    expect(s.pending?.kind).toBe('chooseObjects');
    expect(s.pending?.player).toBe(A);
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(mine) }));
    expect(s.objects[mine]!.counters.buff).toBe(1);
    // With two allies, Alice is no longer a legal target; Bob, with one, stays so.
    [s] = place(s, A, allyDef('test-revelry-second'));
    s = act(s, A, { type: 'activateBoonAbility', card: boon, index: 0 });
    const now = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => (a.type === 'chooseTarget' && a.target?.kind === 'player' ? a.target.id : null));
    expect(now).toEqual([B]);
  });

  it("'lesser-boon-of-revelry': the targeted player, not the ability's controller, picks the ally", () => {
    let s = asChampion(mainOf(), A, { classes: ['TAMER'], elements: ['NORM'], level: 1 });
    let theirs: string;
    [s, theirs] = place(s, B, allyDef('test-revelry-bob'));
    let boon: string;
    [s, boon] = gainedBoon(s, A, scriptedDef('lesser-boon-of-revelry'));
    s = activateBoonAbility(s, A, boon, 0, [playerTarget(B)]);
    s = passUntil(s, (t) => t.pending?.kind === 'chooseObjects');
    expect(s.pending?.player).toBe(B);
    s = settle(act(s, B, { type: 'chooseTarget', target: objectTarget(theirs) }));
    expect(s.objects[theirs]!.counters.buff).toBe(1);
  });
});

describe('Luxera (greater)', () => {
  // The name chosen: a card of the game's decks (test-luxera-named is given that name and a free cost).
  const named = defineCard({ slug: 'test-luxera-named', name: 'Blitz Mage', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {});
  const generator = defineCard({ slug: 'test-luxera-generator', name: 'Test Luxera Generator', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [{ op: 'generate', card: 'test-luxera-named' }] });

  function luxeraGame(): GameState {
    const setup = setupFor(1);
    setup.firstPlayer = A;
    setup.defs = [...setup.defs, scriptedDef('greater-boon-of-luxera')];
    for (const p of setup.players) if (p.id === A) p.deck = { ...p.deck, boons: ['greater-boon-of-luxera'] };
    return createGame(setup);
  }
  const choose = (s: GameState) => withDef(withDef(act(s, A, { type: 'chooseName', name: 'Blitz Mage' }), named), generator);

  it("'greater-boon-of-luxera': First Boon; a non-champion non-regalia name is chosen; the next card of that name its player activates draws two and recovers 3, once", () => {
    let s = luxeraGame();
    expect(s.pending?.kind).toBe('chooseBoonName');
    s = choose(s);
    s = passUntil(s, atMain(A));
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    // Another card: nothing.
    let card: string;
    [s, card] = addCard(s, A, 'test-luxera-generator');
    s = edit(s, (t) => { t.defs['test-luxera-generator'] = { ...generator, onResolve: [] }; });
    let hand = player(s, A).hand.length;
    s = settle(act(s, A, { type: 'activate', card }));
    expect(player(s, A).hand.length).toBe(hand - 1);
    // The named card: two cards drawn and 3 recovered.
    [s, card] = addCard(s, A, 'test-luxera-named');
    hand = player(s, A).hand.length;
    s = settle(act(s, A, { type: 'activate', card }));
    expect(player(s, A).hand.length).toBe(hand - 1 + 2);
    expect(s.objects[player(s, A).champion!]!.damage).toBe(2);
    // Only the next time.
    [s, card] = addCard(s, A, 'test-luxera-named');
    hand = player(s, A).hand.length;
    s = settle(act(s, A, { type: 'activate', card }));
    expect(player(s, A).hand.length).toBe(hand - 1);
  });

  it("'greater-boon-of-luxera': its player can't generate cards with the chosen name; others still can", () => {
    let s = luxeraGame();
    s = choose(s);
    s = passUntil(s, atMain(A));
    let card: string;
    [s, card] = addCard(s, A, 'test-luxera-generator');
    s = settle(act(s, A, { type: 'activate', card }));
    expect(Object.keys(s.cards).some((c) => s.cards[c]!.def === 'test-luxera-named' && player(s, A).hand.includes(c))).toBe(false);
    s = passUntil(s, atMain(B));
    [s, card] = addCard(s, B, 'test-luxera-generator');
    s = settle(act(s, B, { type: 'activate', card }));
    expect(player(s, B).hand.some((c) => s.cards[c]!.def === 'test-luxera-named')).toBe(true);
  });
});
