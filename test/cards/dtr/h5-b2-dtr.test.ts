// h5-b2: DTR allies whose On Death moves their own card from the graveyard (src/engine/effects/dead-card-moves.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { dealDamage, defineCard, reserve, target, targetUnit } from '../../../src/cards/define.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { cardCounters, omensOf } from '../../../src/engine/effects/counters.js';
import { A, edit, mainPhaseOf, player } from '../doa/support.js';
import { as, obj, place } from '../doa/round2-helpers.js';
import { cast } from '../rdo/rdo-1-support.js';

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
