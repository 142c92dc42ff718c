// Mechanics added for the second round of boons, each with the rules page it follows:
// - "choose" is not "target" (game-mechanics/game-mechanics-objects-and-targeting.md#target, rule 4): a chosen
//   ally may be anyone's and shrouds don't matter; a targeted player may be the one who chooses;
// - a player target that asks how many allies they control is checked again as the effect resolves
//   (game-mechanics/game-mechanics-playing-cards/playing-cards-resolution.md);
// - a boon's chosen name (general-rules/general-rules-card-types/card-types-boons.md#general-rules, glossary/game-terms.md#generate).
import { describe, expect, it } from 'vitest';
import { activated, defineCard, payReserve as costReserve, putCounters, reserve, targetPlayer } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState, PlayerId } from '../../src/engine/index.js';
import { A, B, act, atMain, edit, newGame, passUntil, player } from '../engine/helpers.js';
import { objectTarget, place, playerTarget, settle } from '../cards/amb/scenario.js';
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
