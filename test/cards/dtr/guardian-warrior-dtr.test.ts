// Ciel's omens (game-mechanics-counters.md#omen): Ciel, Loyal Valet and Condemned Trinket.
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { conditionMet } from '../../../src/engine/state/query.js';
import { A, B, act, addCard, answerMay, atMain, edit, factsOnly, legal, mainPhaseOf, materialize, passUntil, player, resolveAll, toMaterialize, untilPending, useAbility, withDef } from '../doa/support.js';
import { canUse, fill, place } from '../doa/round2-helpers.js';
import { payReserve } from '../../engine/helpers.js';
import { championIs } from '../guardian-warrior-support.js';

const isOmen = (s: GameState, card: string) => player(s, A).banishment.includes(card) && (s.cardCounters?.[card]?.omen ?? 0) === 1;
const chooseOptions = (s: GameState) => legal(s, A).flatMap((a) => (a.type === 'chooseCard' ? [a.card] : []));

describe("'ciel-loyal-valet'", () => {
  const valet = scriptedDef('ciel-loyal-valet');
  const servile = scriptedDef('servile-possessions');

  it('On Enter: you gain the Servile Possessions mastery', () => {
    let [s, card] = toMaterialize(valet, 1, (t) => withDef(t, servile));
    s = materialize(s, card);
    expect(s.masteries?.[A]?.def).toBe(servile.slug);
  });

  /** Alice's end phase with `top` as her champion and the valet card in its lineage (when `top` is not the valet). */
  function toEndPhase(top: ReturnType<typeof scriptedDef>): { s: GameState; inHand: string; inGrave: string } {
    let s = championIs(passUntil(mainPhaseOf(A), atMain(A)), A, top);
    if (top.slug !== valet.slug) {
      let card: string;
      [s, card] = addCard(withDef(s, valet), A, valet.slug, 'banishment');
      s = edit(s, (t) => {
        const p = t.players.find((x) => x.id === A)!;
        p.banishment = p.banishment.filter((c) => c !== card);
        t.objects[p.champion!]!.lineage = [card];
      });
    }
    let inHand: string, inGrave: string;
    [s, inHand] = addCard(s, A, 'smoke-out', 'hand');
    [s, inGrave] = addCard(s, A, 'blitz-mage', 'graveyard');
    return { s: untilPending(s, 'may'), inHand, inGrave };
  }

  it('inherited: as your end phase begins, optionally one card of your hand or graveyard becomes an omen', () => {
    const { s, inHand, inGrave } = toEndPhase(valet);
    expect(s.phase).toBe('end');
    const asked = act(s, A, { type: 'mayAnswer', accept: true });
    expect(asked.pending?.kind).toBe('chooseOmen');
    expect(chooseOptions(asked)).toEqual(expect.arrayContaining([inHand, inGrave]));
    const done = resolveAll(act(asked, A, { type: 'chooseCard', card: inHand }));
    expect(isOmen(done, inHand)).toBe(true);
    expect(player(done, A).hand).not.toContain(inHand);
    // Ruling: a banished card with an omen counter is an omen.
    expect(conditionMet(done, A, { kind: 'omens', min: 1 })).toBe(true);
    const declined = resolveAll(answerMay(s, A, false));
    expect(isOmen(declined, inHand) || isOmen(declined, inGrave)).toBe(false);
  });

  it('a later Ciel with this card in its lineage has the ability too', () => {
    const { s, inGrave } = toEndPhase(factsOnly('ciel-omenbringer'));
    const done = resolveAll(act(act(s, A, { type: 'mayAnswer', accept: true }), A, { type: 'chooseCard', card: inGrave }));
    expect(isOmen(done, inGrave)).toBe(true);
  });
});

describe("'condemned-trinket'", () => {
  const trinket = scriptedDef('condemned-trinket');

  it('(3), banish it: banish a card of your choice from your graveyard with an omen counter on it', () => {
    let s = fill(mainPhaseOf(A), A, 3);
    let item: string, first: string, second: string, theirs: string;
    [s, item] = place(s, A, trinket);
    [s, first] = addCard(s, A, 'blitz-mage', 'graveyard');
    [s, second] = addCard(s, A, 'smoke-out', 'graveyard');
    [s, theirs] = addCard(s, B, 'smoke-out', 'graveyard');
    s = passUntil(payReserve(useAbility(s, A, item, 0), A), (t) => t.pending?.kind === 'chooseOmen');
    expect(chooseOptions(s).sort()).toEqual([first, second].sort());
    expect(chooseOptions(s)).not.toContain(theirs);
    s = resolveAll(act(s, A, { type: 'chooseCard', card: second }));
    expect(s.objects[item]).toBeUndefined();
    expect(isOmen(s, second)).toBe(true);
    expect(player(s, A).graveyard).toContain(first);
  });

  it('with an empty graveyard it does nothing more', () => {
    let s = edit(fill(mainPhaseOf(A), A, 3), (t) => { t.players.find((p) => p.id === A)!.graveyard = []; });
    let item: string;
    [s, item] = place(s, A, trinket);
    s = resolveAll(payReserve(useAbility(s, A, item, 0), A));
    expect(s.objects[item]).toBeUndefined();
    expect(player(s, A).banishment.some((c) => (s.cardCounters?.[c]?.omen ?? 0) > 0)).toBe(false);
  });
});

describe("'confidants-oath'", () => {
  const oath = scriptedDef('confidants-oath');
  const trinket = scriptedDef('condemned-trinket');
  const ciel = factsOnly('ciel-loyal-valet');

  /** Alice makes one omen with a Condemned Trinket while the oath is on the field. */
  function makeOmen(s: GameState): GameState {
    let item: string, card: string;
    [s, item] = place(fill(s, A, 3), A, trinket);
    [s, card] = addCard(s, A, 'smoke-out', 'graveyard');
    s = passUntil(payReserve(useAbility(s, A, item, 0), A), (t) => t.pending?.kind === 'chooseOmen');
    return resolveAll(act(s, A, { type: 'chooseCard', card }));
  }

  it('Ciel bonus: each new omen of yours adds a refinement counter to it', () => {
    let s = championIs(mainPhaseOf(A), A, ciel);
    let item: string;
    [s, item] = place(s, A, oath);
    s = makeOmen(s);
    expect(s.objects[item]!.counters.refinement).toBe(1);
    let t = mainPhaseOf(A);
    let other: string;
    [t, other] = place(t, A, oath);
    t = makeOmen(t);
    expect(t.objects[other]!.counters.refinement ?? 0).toBe(0);
  });

  it('(2), REST, remove two refinement counters: draw a card', () => {
    let s = fill(mainPhaseOf(A), A, 2);
    let item: string;
    [s, item] = place(s, A, oath, { counters: { refinement: 1 } });
    expect(canUse(s, A, item, 1)).toBe(false);
    [s, item] = place(s, A, oath, { counters: { refinement: 2 } });
    expect(canUse(s, A, item, 1)).toBe(true);
    const hand = player(s, A).hand.length;
    s = resolveAll(payReserve(useAbility(s, A, item, 1), A));
    expect(player(s, A).hand.length).toBe(hand - 2 + 1);
    expect(s.objects[item]!.counters.refinement ?? 0).toBe(0);
    expect(s.objects[item]!.rested).toBe(true);
  });
});
