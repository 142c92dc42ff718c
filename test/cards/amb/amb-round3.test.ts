// Cards first printed in AMB, round 3: conditional keywords outside the field (Floating Memory, Vigor), an attack card's True Sight.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState, PlayerId } from '../../../src/engine/index.js';
import { currentStat, floatingMemoryCards, hasKeyword } from '../../../src/engine/state/query.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { A, B, act, addCard, atMain, champion, edit, newGame, passUntil, payReserve, player } from '../../engine/helpers.js';
import { activate, asChampion, objectOf, place, play, withDefs } from './scenario.js';
import type { ChampionShape } from './scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const driftingRogue = scriptedDef('drifting-rogue');
const tidestoneBovine = scriptedDef('tidestone-bovine');
const nanyuePortsman = scriptedDef('nanyue-portsman');
const shuFrontliner = scriptedDef('shu-frontliner');
const brashDefender = scriptedDef('brash-defender');
const unrelentingWarden = scriptedDef('unrelenting-warden');
const ritaiGuard = scriptedDef('ritai-guard');
const extractionIncision = scriptedDef('extraction-incision');
const galewhisperRogue = scriptedDef('galewhisper-rogue');
const ordinaryHorse = scriptedDef('ordinary-horse');

const bobsTurn = () => passUntil(newGame({ first: A }), atMain(B));
const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');
const afterCombat = (s: GameState) => passUntil(s, (t) => !t.combat && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);

/** Is `def`, lying in Alice's graveyard, able to pay for memory costs under a champion of this shape? */
function floats(def: CardDef, shape: ChampionShape): boolean {
  let s = asChampion(withDefs(newGame({ first: A }), def), A, shape);
  let card: string;
  [s, card] = addCard(s, A, def.slug, 'graveyard');
  return floatingMemoryCards(s, A).includes(card);
}

/** Units Bob's `attacker` may choose as its attack target. */
const attackTargets = (s: GameState, attacker: string) =>
  legalActions(act(s, B, { type: 'attack', attacker }), B).flatMap((a) => (a.type === 'chooseAttackTarget' ? [a.target] : []));

/** Rest Alice's object on her turn, then pass to Bob's main phase: did it wake at her end phase? */
function wakesAtEndPhase(s: GameState, id: string): boolean {
  s = edit(s, (t) => { t.objects[id]!.rested = true; });
  s = passUntil(s, atMain(B));
  return !s.objects[id]!.rested;
}

/** Reserve paid from hand to activate `def`. */
function reservePaid(s: GameState, who: PlayerId, def: CardDef): number {
  const before = player(s, who).hand.length;
  [s] = activate(s, who, def);
  return before - player(s, who).hand.length;
}

describe('AMB cards (round 3)', () => {
  it("'drifting-rogue': On Enter a preparation counter on your champion; floating memory with an Assassin champion", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['ASSASSIN'], elements: ['WATER'] });
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    s = play(s, A, driftingRogue);
    expect(objectOf(s, 'drifting-rogue').controller).toBe(A);
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(floats(driftingRogue, { classes: ['ASSASSIN'] })).toBe(true);
    expect(floats(driftingRogue, { classes: ['TAMER'] })).toBe(false);
  });

  it("'tidestone-bovine': On Attack the chosen player mills two; floating memory with a Tamer champion", () => {
    let s = bobsTurn();
    let bovine: string;
    [s, bovine] = place(s, B, tidestoneBovine);
    const deck = [player(s, A).mainDeck.length, player(s, B).mainDeck.length];
    const graveyard = player(s, A).graveyard.length;
    s = act(act(s, B, { type: 'attack', attacker: bovine }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'player', id: A } });
    s = afterCombat(s);
    expect([player(s, A).mainDeck.length, player(s, B).mainDeck.length]).toEqual([deck[0]! - 2, deck[1]]);
    expect(player(s, A).graveyard.length).toBe(graveyard + 2);
    expect(floats(tidestoneBovine, { classes: ['TAMER'] })).toBe(true);
    expect(floats(tidestoneBovine, { classes: ['CLERIC'] })).toBe(false);
  });

  it("'nanyue-portsman': +1 power while you control a Horse (no class needed); floating memory with a Guardian or Warrior champion", () => {
    let s = asChampion(newGame({ first: A }), A, { classes: ['MAGE'] });
    let portsman: string;
    [s, portsman] = place(s, A, nanyuePortsman);
    expect(power(s, portsman)).toBe(1);
    [s] = place(s, B, ordinaryHorse);
    expect(power(s, portsman)).toBe(1); // the opponent's Horse doesn't count
    [s] = place(s, A, ordinaryHorse);
    expect(power(s, portsman)).toBe(2);
    expect(floats(nanyuePortsman, { classes: ['GUARDIAN'] })).toBe(true);
    expect(floats(nanyuePortsman, { classes: ['WARRIOR'] })).toBe(true);
    expect(floats(nanyuePortsman, { classes: ['MAGE'] })).toBe(false);
  });

  it("'shu-frontliner': costs 1 less while you control a Horse; floating memory with a Warrior champion", () => {
    const base = asChampion(newGame({ first: A }), A, { classes: ['MAGE'], elements: ['WIND'] });
    expect(reservePaid(base, A, shuFrontliner)).toBe(2);
    const [withHorse] = place(base, A, ordinaryHorse);
    expect(reservePaid(withHorse, A, shuFrontliner)).toBe(1);
    expect(floats(shuFrontliner, { classes: ['WARRIOR'] })).toBe(true);
    expect(floats(shuFrontliner, { classes: ['GUARDIAN'] })).toBe(false);
  });

  it("'brash-defender': vigor from champion level 1; +3 power while retaliating", () => {
    const run = (level: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes: ['GUARDIAN'], level });
      let defender: string;
      [s, defender] = place(s, A, brashDefender);
      return wakesAtEndPhase(s, defender);
    };
    expect(run(1)).toBe(true);
    expect(run(0)).toBe(false);

    let s = bobsTurn();
    let defender: string, attacker: string;
    [s, defender] = place(s, A, brashDefender);
    [s, attacker] = place(s, B, ordinaryHorse);
    expect(power(s, defender)).toBe(1);
    s = act(act(s, B, { type: 'attack', attacker }), B, { type: 'chooseAttackTarget', target: defender });
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate' || legalActions(t, A).some((a) => a.type === 'retaliate' && a.unit === defender));
    s = act(s, A, { type: 'retaliate', unit: defender });
    expect(power(s, defender)).toBe(4);
    s = afterCombat(s);
    expect(s.objects[attacker]).toBeUndefined(); // 4 damage kills the 3-life horse
    expect(power(s, defender)).toBe(1);
  });

  it("'unrelenting-warden': taunt with a Guardian champion; vigor from level 2", () => {
    const targets = (classes: string[]) => {
      let s = asChampion(bobsTurn(), A, { classes });
      let warden: string, attacker: string;
      [s, warden] = place(s, A, unrelentingWarden);
      [s, attacker] = place(s, B, ordinaryHorse);
      return [attackTargets(s, attacker), warden, champion(s, A).id] as const;
    };
    const [guarded, warden] = targets(['GUARDIAN']);
    expect(guarded).toEqual([warden]);
    const [open, , champ] = targets(['WARRIOR']);
    expect(open).toEqual(expect.arrayContaining([champ]));

    const wakes = (level: number) => {
      let s = asChampion(newGame({ first: A }), A, { classes: ['WARRIOR'], level });
      let id: string;
      [s, id] = place(s, A, unrelentingWarden);
      return wakesAtEndPhase(s, id);
    };
    expect(wakes(2)).toBe(true);
    expect(wakes(1)).toBe(false);
  });

  it("'ritai-guard': taunt and vigor only with a Guardian champion and a Horse ally", () => {
    const run = (classes: string[], horse: boolean) => {
      let s = asChampion(newGame({ first: A }), A, { classes });
      let guard: string;
      [s, guard] = place(s, A, ritaiGuard);
      if (horse) [s] = place(s, A, ordinaryHorse);
      return [hasKeyword(s, s.objects[guard]!, 'taunt'), hasKeyword(s, s.objects[guard]!, 'vigor'), wakesAtEndPhase(s, guard)];
    };
    expect(run(['GUARDIAN'], true)).toEqual([true, true, true]);
    expect(run(['GUARDIAN'], false)).toEqual([false, false, false]);
    expect(run(['WARRIOR'], true)).toEqual([false, false, false]);
  });

  it("'extraction-incision': its own true sight reaches a stealthy ally; with an Assassin champion, a kill puts a preparation counter on the champion", () => {
    const run = (classes: string[]) => {
      let s = asChampion(asChampion(withDefs(bobsTurn(), extractionIncision), A, { classes: ['ASSASSIN'], elements: ['WIND'] }), B, { classes });
      let rogue: string, card: string;
      [s, rogue] = place(s, A, galewhisperRogue);
      expect(hasKeyword(s, s.objects[rogue]!, 'stealth')).toBe(true);
      [s, card] = addCard(s, B, 'extraction-incision');
      s = payReserve(act(s, B, { type: 'activate', card }), B);
      s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
      const offered = legalActions(s, B).flatMap((a) => (a.type === 'chooseAttackTarget' ? [a.target] : []));
      expect(offered).toContain(rogue);
      s = afterCombat(act(s, B, { type: 'chooseAttackTarget', target: rogue }));
      expect(s.objects[rogue]).toBeUndefined();
      return champion(s, B).counters.preparation ?? 0;
    };
    expect(run(['ASSASSIN'])).toBe(1);
    expect(run(['WARRIOR'])).toBe(0);
    // Without such a card, an attack can't choose the rogue.
    let s = asChampion(bobsTurn(), A, { classes: ['ASSASSIN'], elements: ['WIND'] });
    let rogue: string, horse: string;
    [s, rogue] = place(s, A, galewhisperRogue);
    [s, horse] = place(s, B, ordinaryHorse);
    expect(attackTargets(s, horse)).not.toContain(rogue);
  });
});
