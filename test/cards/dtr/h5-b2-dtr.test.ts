// h5-b2: DTR allies whose On Death moves their own card from the graveyard (src/engine/effects/dead-card-moves.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { dealDamage, defineCard, reserve, target, targetUnit } from '../../../src/cards/define.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { cardCounters, omensOf } from '../../../src/engine/effects/counters.js';
import type { GameState } from '../../../src/engine/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import { A, B, act, activateFromHand, addCard, edit, mainPhaseOf, passUntil, player, resolveAll, untilPending, withDef } from '../doa/support.js';
import { as, fill, obj, place } from '../doa/round2-helpers.js';
import { enable } from '../doa/support.js';
import { testSpell } from '../rdo/rdo-1-support.js';
import { ally } from '../ptm/ptm-support.js';
import { cast } from '../rdo/rdo-1-support.js';
import { chessmanKillDraws } from '../promo/h5-b2-support.js';

const blast = defineCard({ slug: 'test-blast-9', name: 'Test Blast', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [targetUnit()], onResolve: [dealDamage(target(0), 9)] });
/** A test spell that destroys target ally and then moves every card of its owner's graveyard into their hand. */
const destroyThenEmpty = defineCard({ slug: 'test-empty-grave', name: 'Test Empty Grave', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
  targets: [targetUnit()],
  onResolve: [{ op: 'destroy', subject: target(0) }, { op: 'shuffleGraveyardIntoDeck' }],
});

describe("'rivulet-adjutant'", () => {
  const def = scriptedDef('rivulet-adjutant');
  it('has taunt with the Guardian class bonus only', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'WATER');
    let r: string;
    [s, r] = place(s, A, def);
    expect(hasKeyword(s, s.objects[r]!, 'taunt')).toBe(true);
    expect(hasKeyword(as(s, A, 'warrior', 'WATER'), s.objects[r]!, 'taunt')).toBe(false);
  });
  it('On Death: it is banished from the graveyard with an omen counter, and so is an omen', () => {
    let s = as(mainPhaseOf(A), A, 'guardian', 'WATER');
    let r: string;
    [s, r] = place(s, A, def);
    const card = s.objects[r]!.card!;
    expect(omensOf(s, A)).toHaveLength(0);
    s = cast(s, A, blast, [obj(r)]);
    expect(player(s, A).graveyard).not.toContain(card);
    expect(player(s, A).banishment).toContain(card);
    expect(cardCounters(s, card).omen).toBe(1);
    expect(omensOf(s, A)).toEqual([card]);
  });
});

describe("'unyielding-wraithguard'", () => {
  const def = scriptedDef('unyielding-wraithguard');
  it('has taunt; On Death it returns from the graveyard to the field, ephemeral, and is banished when it dies again', () => {
    let s = as(mainPhaseOf(A), A, 'guardian');
    let w: string;
    [s, w] = place(s, A, def);
    expect(hasKeyword(s, s.objects[w]!, 'taunt')).toBe(true);
    const card = s.objects[w]!.card!;
    s = cast(s, A, blast, [obj(w)]);
    const back = s.field.find((id) => s.objects[id]!.card === card);
    expect(back).toBeDefined();
    expect(back).not.toBe(w);
    expect(s.objects[back!]!.ephemeral).toBe(true);
    expect(s.objects[back!]!.controller).toBe(A);
    s = cast(s, A, blast, [obj(back!)]);
    expect(s.field.some((id) => s.objects[id]!.card === card)).toBe(false);
    expect(player(s, A).banishment).toContain(card);
  });
  it('ruling: it must still be in the graveyard as the ability resolves to come back', () => {
    let s = as(mainPhaseOf(A), A, 'guardian');
    let w: string;
    [s, w] = place(s, A, def);
    const card = s.objects[w]!.card!;
    // The test spell destroys it, then shuffles A's graveyard away before the On Death trigger resolves.
    s = edit(s, (t) => { t.objects[w]!.controller = A; });
    s = cast(s, A, destroyThenEmpty, [obj(w)]);
    expect(s.field.some((id) => s.objects[id]!.card === card)).toBe(false);
    expect(player(s, A).mainDeck).toContain(card);
  });
});

describe("'fight-for-the-crown'", () => {
  const def = scriptedDef('fight-for-the-crown');
  const choose = (s: GameState, who: string, id: string) => act(s, who, { type: 'chooseTarget', target: { kind: 'object', id } });
  it('each player, in turn order, chooses an ally of theirs; the chosen ones are sacrificed together', () => {
    let s = as(mainPhaseOf(A), A, 'warrior');
    let a1: string, a2: string, b1: string, b2: string;
    [s, a1] = place(s, A, ally('test-a1', ['HUMAN']));
    [s, a2] = place(s, A, ally('test-a2', ['HUMAN']));
    [s, b1] = place(s, B, ally('test-b1', ['HUMAN']));
    [s, b2] = place(s, B, ally('test-b2', ['HUMAN']));
    s = activateFromHand(fill(s, A, 8), A, def)[0];
    s = untilPending(s, 'eachSacrifices');
    expect((s.pending as { player: string }).player).toBe(A);
    const offered = legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));
    expect(offered.sort()).toEqual([a1, a2].sort());
    s = choose(s, A, a2);
    expect(s.field).toContain(a2); // not yet: B chooses first
    expect((s.pending as { player: string }).player).toBe(B);
    s = resolveAll(choose(s, B, b1));
    expect(s.field).toContain(a1);
    expect(s.field).not.toContain(a2);
    expect(s.field).not.toContain(b1);
    expect(s.field).toContain(b2);
  });
  it('ruling: it may be activated with no allies of your own; a player with one ally has no choice to make', () => {
    let s = as(mainPhaseOf(A), A, 'warrior');
    let b1: string;
    [s, b1] = place(s, B, ally('test-b1', ['HUMAN']));
    s = resolveAll(activateFromHand(fill(s, A, 8), A, def)[0]);
    expect(s.field).not.toContain(b1);
    expect(player(s, B).graveyard.some((c) => s.cards[c]!.def === 'test-b1')).toBe(true);
  });
});

describe("'skewering-advance'", () => {
  const def = scriptedDef('skewering-advance');
  /** Bob's Chessman performs Skewering Advance at a wall of Alice's; how many cards Bob draws from its On Kill. */
  const run = (life: number, buff = 0) => chessmanKillDraws(def, { cls: 'warrior', element: 'WATER', performer: ['CHESSMAN', 'KNIGHT'] }, life, buff);
  it('On Kill: draws a card only if the killed unit had an even life stat (as it last was)', () => {
    expect(run(4)).toBe(1);
    expect(run(3)).toBe(0);
    expect(run(3, 1)).toBe(1);
  });
});

describe("'imperial-accord'", () => {
  const def = scriptedDef('imperial-accord');
  const arcaneDraw: CardDef = { ...testSpell('test-arcane-draw', [{ op: 'draw', who: 'you', count: 3 }]), elements: ['ARCANE'] };
  const setup = (spell: typeof arcaneDraw): [GameState, string] => {
    let s = enable(as(as(mainPhaseOf(A), B, 'cleric', 'EXALTED', 'WATER'), A, 'mage'), A, 'ARCANE');
    s = activateFromHand(fill(s, A, 2), A, spell)[0];
    const id = s.stack[s.stack.length - 1]!.id;
    return [passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === B), id];
  };
  it('only an advanced element card activation may be targeted', () => {
    const [s, id] = setup({ ...arcaneDraw, slug: 'test-norm-draw', elements: ['NORM'] });
    let t = fill(s, B, 4);
    let card: string;
    [t, card] = addCard(withDef(t, def), B, def.slug);
    expect(t.stack.some((i) => i.id === id)).toBe(true);
    expect(legalActions(t, B).some((a) => a.type === 'activate' && a.card === card)).toBe(false); // a norm spell: no legal target
  });
  it('negates it unless its controller pays (6); you may banish the negated card', () => {
    for (const banish of [true, false]) {
      let [s, id] = setup(arcaneDraw);
      s = activateFromHand(fill(s, B, 4), B, def, [{ kind: 'stack', id }])[0];
      s = untilPending(s, 'payToDo');
      expect((s.pending as { amount: number }).amount).toBe(6);
      s = act(s, A, { type: 'mayAnswer', accept: false });
      s = resolveAll(act(untilPending(s, 'may'), B, { type: 'mayAnswer', accept: banish }));
      const zone = banish ? player(s, A).banishment : player(s, A).graveyard;
      expect(zone.some((c) => s.cards[c]!.def === arcaneDraw.slug)).toBe(true);
    }
  });
});
