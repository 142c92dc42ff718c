// h5-b2: PTM cards that end the combat phase (src/engine/effects/end-combat.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { rangedFromAbilities } from '../../../src/engine/effects/ranged.js';
import { A, B, act, activateFromHand, addCard, attack, edit, mainPhaseOf, passUntil, player, resolveAll, withDef, withLevel } from '../doa/support.js';
import { as, fill, paid, place } from '../doa/round2-helpers.js';
import { ally, asNamed } from './ptm-support.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { aliceSecondTurn, cast, champ, testSpell } from '../rdo/rdo-1-support.js';
import { bobAnswers, bobPays, chessmanKillDraws } from '../promo/h5-b2-support.js';

const fighter = scriptedDef('bladed-riftseer');
const has = (s: GameState, who: string) => !!s.opportunity && s.players[s.opportunity.player]!.id === who;
/** Alice attacks Bob's champion with an ally; Bob is then given Opportunity in the combat (before retaliation). */
function bobToAct(s: GameState): [GameState, string] {
  let ally: string;
  [s, ally] = place(s, A, fighter, { enteredTurn: 0 });
  s = attack(s, A, ally, champ(s, B));
  s = passUntil(s, (t) => has(t, B) && t.stack.length === 0 && !t.pending);
  return [s, ally];
}
const bobCasts = (s: GameState, def: CardDef): GameState => resolveAll(activateFromHand(fill(s, B, 6), B, def)[0]);

describe("'eminent-lethargy'", () => {
  const def = scriptedDef('eminent-lethargy');
  it('ends the combat phase while a unit is attacking: no combat damage, back to the main phase', () => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), B, 'cleric', 'EXALTED', 'WATER');
    [s] = bobToAct(s);
    expect(s.phase).toBe('combat');
    s = bobCasts(s, def);
    expect(s.combat).toBeNull();
    expect(s.phase).toBe('main');
    expect(s.objects[champ(s, B)]!.damage).toBe(0);
  });
  it('until end of turn, each attack declaration costs 2 more', () => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), B, 'cleric', 'EXALTED', 'WATER');
    [s] = bobToAct(s);
    s = bobCasts(s, def);
    s = passUntil(s, (t) => has(t, A) && t.stack.length === 0 && !t.pending);
    let other: string;
    [s, other] = place(s, A, fighter, { enteredTurn: 0 });
    const hand = player(s, A).hand.length;
    s = fill(s, A, 3);
    s = act(s, A, { type: 'attack', attacker: other });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
    s = act(s, A, { type: 'chooseAttackTarget', target: champ(s, B) });
    for (let i = 0; i < 5 && s.pending; i++) {
      const pay = legalActions(s, A).find((a) => a.type === 'chooseReserve');
      if (!pay) break;
      s = act(s, A, pay);
    }
    expect(player(s, A).hand.length).toBe(hand + 3 - 2);
  });
  it('banishes activations waiting on the stack; the intent goes to the graveyard', () => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), B, 'cleric', 'EXALTED', 'WATER');
    [s] = bobToAct(s);
    // Bob first puts a spell of his own on the stack, then responds to it with Eminent Lethargy.
    const pending = testSpell('test-pending-draw', [{ op: 'draw', who: 'you', count: 3 }]);
    s = activateFromHand(fill(s, B, 6), B, pending)[0];
    const waiting = s.stack[s.stack.length - 1]!.card!;
    const deck = player(s, B).mainDeck.length;
    s = passUntil(s, (t) => has(t, B) && t.stack.length === 1);
    s = resolveAll(activateFromHand(s, B, def)[0]);
    expect(player(s, B).banishment).toContain(waiting);
    expect(player(s, B).mainDeck.length).toBe(deck); // it never resolved
    expect(s.phase).toBe('main');
  });
  it('does nothing to the phase when no unit is attacking', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'EXALTED', 'WATER');
    s = resolveAll(activateFromHand(fill(s, A, 6), A, def)[0]);
    expect(s.phase).toBe('main');
  });
});

describe("'bishops-cross'", () => {
  const def = scriptedDef('bishops-cross');
  /** Bob's Chessman performs Bishop's Cross at a wall of Alice's; how many cards Bob draws from its On Kill. */
  const run = (life: number, buff = 0) => chessmanKillDraws(def, { cls: 'cleric', element: 'WIND', performer: ['CHESSMAN', 'BISHOP'] }, life, buff);
  it('On Kill: draws a card only if the killed unit had an odd life stat', () => {
    expect(run(3)).toBe(1);
    expect(run(4)).toBe(0);
  });
  it('ruling: the life stat as it last was, buff counters included', () => {
    expect(run(2, 1)).toBe(1); // 2 + 1 buff counter = 3
    expect(run(3, 1)).toBe(0); // 4
  });
});

describe("'mistral-ranger'", () => {
  const def = scriptedDef('mistral-ranger');
  it('costs 1 less once you have activated an Aethercharge card this turn; ranged 2 with the class bonus', () => {
    let s = fill(as(mainPhaseOf(A), A, 'ranger', 'WIND'), A, 6);
    expect(paid(s, A, def)).toBe(3);
    expect(paid(edit(s, (t) => { t.activationsThisTurn = [{ player: B, def: 'test-charge' }]; }), A, def)).toBe(3); // Bob's does not count
    s = edit(s, (t) => {
      t.defs['test-charge'] = { ...t.defs[def.slug] ?? def, slug: 'test-charge', subtypes: ['RANGER', 'AETHERCHARGE', 'SPELL'] };
      t.activationsThisTurn = [{ player: A, def: 'test-charge' }];
    });
    expect(paid(s, A, def)).toBe(2);
    let m: string;
    [s, m] = place(s, A, def);
    expect(rangedFromAbilities(s, s.objects[m]!)).toBe(2);
    expect(rangedFromAbilities(as(s, A, 'mage', 'WIND'), s.objects[m]!)).toBe(0);
  });
});

describe("'suffocating-ash'", () => {
  const def = scriptedDef('suffocating-ash');
  const start = () => withLevel(as(as(mainPhaseOf(A), B, 'cleric', 'EXALTED', 'FIRE'), A, 'warrior'), B, 1); // Bob's LV 2
  it('its controller takes 3 + LV unpreventable damage from it, or the activation is negated', () => {
    let s = bobAnswers(start(), def, true);
    expect(s.objects[champ(s, A)]!.damage).toBe(5);
    s = bobAnswers(start(), def, false);
    expect(s.objects[champ(s, A)]!.damage).toBe(0);
    expect(player(s, A).graveyard.some((c) => s.cards[c]!.def === 'test-alice-draws')).toBe(true);
  });
  it('[Class Bonus] costs 2 less', () => {
    expect(bobPays(start(), def)).toBe(1);
    expect(bobPays(as(start(), B, 'mage', 'EXALTED', 'FIRE'), def)).toBe(3);
  });
});

describe("'seven-of-hearts'", () => {
  const def = scriptedDef('seven-of-hearts');
  const useOn = (s: GameState, o: string, who: string): GameState => {
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: who } });
    for (let i = 0; i < 20 && s.pending?.kind === 'activation'; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    return resolveAll(s);
  };
  it('has Kindle 7; Cardistry: 2 damage to each unit target opponent controls, once per card; 1 less per Suited reserve cost', () => {
    expect(def.keywords).toContain('kindle');
    expect(def.activationValues?.kindle).toBe(7);
    let s = as(mainPhaseOf(A), A, 'mage', 'FIRE');
    let seven: string, foe: string, mine: string;
    [s, seven] = place(s, A, def);
    [s, foe] = place(s, B, ally('test-foe', ['HUMAN'], 1, 5));
    [s, mine] = place(s, A, ally('test-mine', ['HUMAN'], 1, 5));
    s = fill(s, A, 8);
    const targets = (() => {
      const t = act(s, A, { type: 'activateAbility', object: seven, index: 0 });
      return legalActions(t, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'player' ? [a.target.id] : []));
    })();
    expect(targets).toEqual([B]);
    const hand = player(s, A).hand.length;
    s = useOn(s, seven, B);
    expect(hand - player(s, A).hand.length).toBe(6); // itself: one Suited reserve cost
    expect(s.objects[foe]!.damage).toBe(2);
    expect(s.objects[champ(s, B)]!.damage).toBe(2);
    expect(s.objects[mine]!.damage).toBe(0);
    expect(s.objects[champ(s, A)]!.damage).toBe(0);
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === seven)).toBe(false);
  });
  it('ruling: each card with the ability may activate it once', () => {
    let s = fill(as(mainPhaseOf(A), A, 'mage', 'FIRE'), A, 14);
    let one: string, two: string;
    [s, one] = place(s, A, def);
    [s, two] = place(s, A, def);
    s = useOn(s, one, B);
    expect(legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === two)).toBe(true);
  });
});

describe("'harrow-the-saved'", () => {
  const def = scriptedDef('harrow-the-saved');
  const specter = defineCard({ slug: 'test-specter', name: 'Specter', types: ['ALLY'], subtypes: ['SPECTER'], element: 'UMBRA', cost: reserve(2), power: 1, life: 1 }, {});
  const curse = defineCard({ slug: 'test-curse', name: 'Curse', types: ['ACTION'], subtypes: ['CURSE'], element: 'UMBRA', cost: reserve(2) }, {});
  it('puts the Specter cards of your banishment into your graveyard and recovers that many', () => {
    let s = edit(as(mainPhaseOf(A), A, 'cleric', 'UMBRA'), (t) => { t.objects[champ(t, A)]!.damage = 9; });
    s = withDef(s, specter);
    let a: string, b: string, other: string, theirs: string;
    [s, a] = addCard(s, A, specter.slug, 'banishment');
    [s, b] = addCard(s, A, specter.slug, 'banishment');
    [s, other] = addCard(s, A, 'smoke-out', 'banishment');
    [s, theirs] = addCard(s, B, specter.slug, 'banishment');
    s = cast(s, A, def);
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining([a, b]));
    expect(player(s, A).banishment).toContain(other);
    expect(player(s, B).banishment).toContain(theirs);
    expect(s.objects[champ(s, A)]!.damage).toBe(7);
  });
  it('[Alice Bonus] costs 3 less while a Curse card is in her lineage', () => {
    let s = fill(asNamed(mainPhaseOf(A), A, 'alice-distorted-queen', 'UMBRA'), A, 8);
    expect(paid(s, A, def)).toBe(6);
    let c: string;
    [s, c] = addCard(withDef(s, curse), A, curse.slug, 'graveyard');
    s = edit(s, (t) => { player(t, A).graveyard = player(t, A).graveyard.filter((x) => x !== c); t.objects[champ(t, A)]!.lineage = [...t.objects[champ(t, A)]!.lineage, c]; });
    expect(paid(s, A, def)).toBe(3);
    expect(paid(as(s, A, 'cleric', 'UMBRA'), A, def)).toBe(6);
  });
});
