// Bestowing boons during the game (game-mechanics/game-mechanics-playing-cards/playing-cards-bestowing-boons.md#general-rules,
// general-rules/general-rules-card-types/card-types-boons.md#general-rules,
// game-mechanics/game-mechanics-game-zones/game-zones-pantheon.md#general-rules). Boons of our own.
import { describe, expect, it } from 'vitest';
import { activated, atBeginningOfYourEndPhase, boonRules, defineCard, draw, payReserve, reserve, triggered } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions, view } from '../../src/engine/index.js';
import { checkConservation, checkHiddenInformation } from '../../src/engine/invariants.js';
import { A, B, act, atMain, edit, newGame, passUntil, player, refuse } from '../engine/helpers.js';
import { activate, asChampion, settle } from '../cards/amb/scenario.js';
import { activateBoonAbility, bestow, presentBoon } from '../cards/boons/boon-scenario.js';

const boon = (slug: string, opts: { cost?: number; fast?: boolean; element?: 'NORM' | 'WATER'; levelLocked?: number; draw?: number } = {}): CardDef => defineCard(
  { slug, name: slug, types: ['BOON'], subtypes: ['LESSER'], element: opts.element ?? 'NORM', cost: reserve(opts.cost ?? 1), speed: opts.fast ?? false },
  {
    onResolve: [draw(opts.draw ?? 1)],
    ...(opts.levelLocked !== undefined ? { keywordValues: { levelLocked: opts.levelLocked } } : {}),
  },
);

const PAGE = 'playing-cards-bestowing-boons.md';
const bestows = (s: ReturnType<typeof newGame>, who: string) => legalActions(s, who).filter((a) => a.type === 'bestow');

describe('Bestowing boons (playing-cards-bestowing-boons.md#general-rules)', () => {
  it('a face-down boon is bestowed as a player action: reserve paid, on the stack without Opportunity for anyone, then gained face up', () => {
    let s = passUntil(newGame(), atMain(A));
    let card: string;
    [s, card] = presentBoon(s, A, boon('test-slow-boon', { cost: 2, draw: 2 }));
    expect(bestows(s, A)).toEqual([{ type: 'bestow', card }]);
    const hand = player(s, A).hand.length;
    s = act(s, A, { type: 'bestow', card });
    expect(s.pending?.kind).toBe('activation'); // the reserve cost, paid like an activation's
    s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    // Nobody got Opportunity while it was on the stack: it has already resolved.
    expect(s.stack).toEqual([]);
    expect(player(s, A).hand.length).toBe(hand - 2 + 2);
    expect(player(s, A).memory.length).toBeGreaterThanOrEqual(2);
    expect(player(s, A).pantheon).toEqual([{ card, bestowed: true, gainedAt: expect.any(Number) }]);
    expect(s.log.map((l) => l.text).join('\n')).toMatch(/bestows test-slow-boon[\s\S]*gains test-slow-boon/);
    checkConservation(s);
    // Bestowed: it can't be bestowed again.
    expect(bestows(s, A)).toEqual([]);
    refuse(s, A, { type: 'bestow', card }, 'game-zones-pantheon.md');
  });

  it('only its owner may bestow a boon, from their own Pantheon zone', () => {
    let s = passUntil(newGame(), atMain(A));
    let card: string;
    [s, card] = presentBoon(s, B, boon('test-fast-boon', { fast: true }));
    refuse(s, A, { type: 'bestow', card }, PAGE);
  });

  it('a slow boon only at slow timing; a fast one whenever its owner has Opportunity (card-types-boons.md#general-rules)', () => {
    let s = passUntil(newGame(), atMain(A));
    let slow: string, fast: string;
    [s, slow] = presentBoon(s, B, boon('test-slow-boon'));
    [s, fast] = presentBoon(s, B, boon('test-fast-boon', { fast: true }));
    // Not Bob's turn: only the fast boon.
    expect(bestows(s, B)).toEqual([]); // and Alice holds Opportunity now
    s = passUntil(s, atMain(B));
    // Bob activates a card and keeps Opportunity with it on the stack: the fast boon only.
    [s] = activate(s, B, defineCard({ slug: 'test-action', name: 'Test Action', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve: [draw(1)] }));
    expect(bestows(s, B)).toEqual([{ type: 'bestow', card: fast }]);
    refuse(s, B, { type: 'bestow', card: slow }, 'card-types-boons.md');
    s = settle(s);
    expect(bestows(s, B).map((a) => a.type === 'bestow' && a.card).sort()).toEqual([slow, fast].sort());
  });

  it('element requirements and Level Locked are checked as for activations', () => {
    let s = passUntil(newGame(), atMain(A));
    let water: string, locked: string;
    s = asChampion(s, A, { classes: ['MAGE'], elements: ['NORM'], level: 1 });
    [s, water] = presentBoon(s, A, boon('test-water-boon', { element: 'WATER' }));
    [s, locked] = presentBoon(s, A, boon('test-locked-boon', { levelLocked: 2 }));
    expect(bestows(s, A)).toEqual([]);
    refuse(s, A, { type: 'bestow', card: water }, PAGE);
    refuse(s, A, { type: 'bestow', card: locked }, 'keywords-and-abilities.md#level-locked-n');
    s = asChampion(s, A, { classes: ['MAGE'], elements: ['WATER'], level: 2 });
    expect(bestows(s, A).length).toBe(2);
  });

  it('a reserve cost that cannot be paid makes the bestowal illegal', () => {
    let s = passUntil(newGame(), atMain(A));
    let card: string;
    [s, card] = presentBoon(s, A, boon('test-costly-boon', { cost: 30 }));
    expect(bestows(s, A)).toEqual([]);
    refuse(s, A, { type: 'bestow', card }, PAGE);
  });

  it('cancelling during the costs puts everything back as it was', () => {
    let s = passUntil(newGame(), atMain(A));
    let card: string;
    [s, card] = presentBoon(s, A, boon('test-slow-boon', { cost: 2 }));
    const before = player(s, A);
    s = act(s, A, { type: 'bestow', card });
    s = act(s, A, { type: 'cancel' });
    expect(player(s, A).pantheon).toEqual(before.pantheon);
    expect(player(s, A).hand).toEqual(before.hand);
  });
});

describe('The Pantheon zone in view (game-zones-pantheon.md#general-rules)', () => {
  it('face-down boons are seen by their owner only; a bestowed boon is face up for everyone', () => {
    let s = passUntil(newGame(), atMain(A));
    let card: string;
    [s, card] = presentBoon(s, A, boon('test-secret-boon'));
    const theirs = () => view(s, B).players.find((p) => p.id === A)!.pantheon!;
    expect(view(s, A).players.find((p) => p.id === A)!.pantheon!.faceDown!.map((f) => f.name)).toEqual(['test-secret-boon']);
    expect(theirs().faceDown).toBeNull();
    expect(theirs().faceDownCount).toBe(1);
    expect(JSON.stringify(view(s, B))).not.toContain('test-secret-boon');
    expect(JSON.stringify(view(s, 'public'))).not.toContain(card);
    checkHiddenInformation(s);
    s = bestow(s, A, card);
    expect(theirs().bestowed.map((f) => f.name)).toEqual(['test-secret-boon']);
    expect(theirs().faceDownCount).toBe(0);
    checkHiddenInformation(s);
  });

  it('a boon is no object: nothing on the field or the stack stands for it once gained', () => {
    let s = passUntil(newGame(), atMain(A));
    let card: string;
    [s, card] = presentBoon(s, A, boon('test-slow-boon'));
    s = bestow(s, A, card);
    expect(Object.values(s.objects).some((o) => o.card === card)).toBe(false);
    expect(s.stack).toEqual([]);
    s = edit(s, () => {});
    checkConservation(s);
  });
});

describe('A gained boon\'s abilities (card-types-boons.md#general-rules)', () => {
  const watcher = defineCard({ slug: 'test-watching-boon', name: 'test-watching-boon', types: ['BOON'], subtypes: ['LESSER'], element: 'NORM', cost: reserve(0), speed: false }, {
    abilities: [triggered(atBeginningOfYourEndPhase(), [draw(1)])],
  });
  it('work from the Pantheon zone only once the boon is gained, never while it is face down', () => {
    let s = passUntil(newGame(), atMain(A));
    let card: string;
    [s, card] = presentBoon(s, A, watcher);
    const endHand = (t: typeof s) => {
      const u = passUntil(t, atMain(B));
      return player(u, A).hand.length - player(t, A).hand.length;
    };
    expect(endHand(s)).toBe(0); // face down: no trigger
    s = bestow(s, A, card);
    expect(endHand(s)).toBe(1); // gained: its end phase trigger, its player's, with no source object
    expect(s.log.some((l) => l.text.includes('bestows test-watching-boon'))).toBe(true);
  });
});

describe('A gained boon\'s activated abilities (game-mechanics/game-mechanics-abilities/abilities-activated-abilities.md#general-rules)', () => {
  const slowOnce = defineCard({ slug: 'test-ability-boon', name: 'test-ability-boon', types: ['BOON'], subtypes: ['LESSER'], element: 'NORM', cost: reserve(0), speed: true }, {
    abilities: [boonRules(activated([payReserve(1)], [draw(2)], { speed: 'slow' }), { times: 2 })],
  });
  it('are activated from the Pantheon zone by its player: with Opportunity, at their speed, paying their cost, no more times than they allow', () => {
    let s = passUntil(newGame(), atMain(A));
    let card: string;
    [s, card] = presentBoon(s, A, slowOnce);
    const offered = (t: typeof s, who: string) => legalActions(t, who).filter((a) => a.type === 'activateBoonAbility');
    expect(offered(s, A)).toEqual([]); // not gained yet
    refuse(s, A, { type: 'activateBoonAbility', card, index: 0 }, 'card-types-boons.md');
    s = bestow(s, A, card);
    expect(offered(s, A)).toEqual([{ type: 'activateBoonAbility', card, index: 0 }]);
    refuse(s, B, { type: 'activateBoonAbility', card, index: 0 }); // not Bob's boon, nor his Opportunity
    const hand = player(s, A).hand.length;
    s = activateBoonAbility(s, A, card);
    // On the stack, as an ability with no source object; Alice keeps Opportunity, and it is slow: not again now.
    expect(s.stack.map((i) => [i.kind, i.def, i.source])).toEqual([['ability', 'test-ability-boon', undefined]]);
    expect(offered(s, A)).toEqual([]);
    refuse(s, A, { type: 'activateBoonAbility', card, index: 0 }, 'timing-and-permissions.md');
    s = settle(s);
    expect(player(s, A).hand.length).toBe(hand - 1 + 2);
    s = settle(activateBoonAbility(s, A, card));
    // Twice in the game only.
    expect(offered(s, A)).toEqual([]);
    refuse(s, A, { type: 'activateBoonAbility', card, index: 0 }, 'ability-tracking');
  });
});
