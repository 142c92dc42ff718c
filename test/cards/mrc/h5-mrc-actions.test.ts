// h5-u-mrc: Mercurial Heart actions (distance, prevention, imbue, brew, gather).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import   { A, B, act, activateFromHand, champion, mainPhaseOf, payReserve, player, resolveAll, untilPending } from '../doa/support.js';
import { as, fill, obj, paid, place } from '../doa/round2-helpers.js';
import { activatePaying, canActivate } from './h5-mrc-support.js';
import { fastFromHand } from '../doa/round3-helpers.js';
import     { cast, castPayingWith, champ, damageOf, withHerbTokens } from '../rdo/rdo-1-support.js';

const ally = scriptedDef('bladed-riftseer');
const wind = defineCard({ slug: 'test-wind', name: 'Wind', types: ['ACTION'], element: 'WIND', cost: reserve(1) }, {});
const umbra = defineCard({ slug: 'test-umbra', name: 'Umbra', types: ['ACTION'], element: 'UMBRA', cost: reserve(1) }, {});
const fire = defineCard({ slug: 'test-fire', name: 'Fire', types: ['ACTION'], element: 'FIRE', cost: reserve(1) }, {});
/** A test-only fast action: 2 non-combat damage to a target unit. */
const ping = defineCard({ slug: 'test-ping', name: 'Ping', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: 2 }] });

/** `def` activated with these targets, paying with `n` cards of `payWith` (they may imbue it), then everything resolves. */
function imbueCast(s: GameState, def: CardDef, payWith: CardDef, n: number, targets: Parameters<typeof castPayingWith>[5] = []): { s: GameState; imbued: boolean } {
  s = payReserve(castPayingWith(s, A, def, payWith, n, targets), A);
  const imbued = !!s.stack.find((i) => i.def === def.slug)?.imbued;
  return { s: resolveAll(s), imbued };
}

describe("'dodge-roll'", () => {
  const def = scriptedDef('dodge-roll');
  it('the target unit you control becomes distant and the next 3 non-combat damage to it is prevented', () => {
    let s = fill(as(mainPhaseOf(A), A, 'ranger'), A, 4);
    let mine: string;
    [s, mine] = place(s, A, ally);
    s = cast(s, A, def, [obj(mine)]);
    expect(s.objects[mine]!.distant).toBe(true);
    s = cast(s, A, ping, [obj(mine)]);
    expect(damageOf(s, mine)).toBe(0);
    s = cast(s, A, ping, [obj(mine)]);
    expect(damageOf(s, mine)).toBe(1);
  });
  it("an opponent's unit can't be chosen", () => {
    let s = fill(as(mainPhaseOf(A), A, 'ranger'), A, 4);
    let theirs: string;
    [s, theirs] = place(s, B, ally);
    expect(() => activateFromHand(s, A, def, [obj(theirs)])).toThrow();
  });
});

describe("'gearshift-block'", () => {
  const def = scriptedDef('gearshift-block');
  it('prevents all of the next damage to the target ally you control; a Guardian pays 1 less', () => {
    let s = fill(as(mainPhaseOf(A), A, 'guardian'), A, 6);
    let mine: string;
    [s, mine] = place(s, A, ally);
    expect(paid(s, A, def, [obj(mine)])).toBe(2);
    expect(paid(as(s, A, 'warrior'), A, def, [obj(mine)])).toBe(3);
    s = cast(s, A, def, [obj(mine)]);
    s = cast(s, A, ping, [obj(mine)]);
    expect(damageOf(s, mine)).toBe(0);
    s = cast(s, A, ping, [obj(mine)]);
    expect(damageOf(s, mine)).toBe(2);
  });
});

describe("'skirting-step'", () => {
  const def = scriptedDef('skirting-step');
  it('the target becomes distant; imbued by two wind cards it also prevents 1 and draws a card (cards reserved face up: ruling)', () => {
    const run = (payWith: CardDef) => {
      let s = as(mainPhaseOf(A), A, 'ranger', 'WIND');
      let mine: string;
      [s, mine] = place(s, A, ally);
      const r = imbueCast(s, def, payWith, 2, [obj(mine)]);
      const hand = player(r.s, A).hand.length;
      const t = cast(r.s, A, ping, [obj(mine)]);
      return [r.imbued, r.s.objects[mine]!.distant, hand, damageOf(t, mine)];
    };
    expect(run(wind)).toEqual([true, true, 1, 1]);
    expect(run(fire)).toEqual([false, true, 0, 2]);
  });
});

describe("'slip-away'", () => {
  const def = scriptedDef('slip-away');
  it('the target becomes distant; imbued by two umbra cards it gains stealth and spellshroud until end of turn', () => {
    const run = (payWith: CardDef) => {
      let s = as(mainPhaseOf(A), A, 'ranger', 'UMBRA');
      let mine: string;
      [s, mine] = place(s, A, ally);
      const r = imbueCast(s, def, payWith, 2, [obj(mine)]);
      const o = r.s.objects[mine]!;
      return [r.imbued, o.distant, hasKeyword(r.s, o, 'stealth'), hasKeyword(r.s, o, 'spellshroud')];
    };
    expect(run(umbra)).toEqual([true, true, true, true]);
    expect(run(fire)).toEqual([false, true, false, false]);
  });
});

describe("'surging-bolt'", () => {
  const def = scriptedDef('surging-bolt');
  it('3 damage to the target champion, 4 when imbued by three fire cards', () => {
    const run = (payWith: CardDef) => {
      const s = as(mainPhaseOf(A), A, 'mage', 'FIRE');
      const r = imbueCast(s, def, payWith, 3, [obj(champ(s, B))]);
      return [r.imbued, damageOf(r.s, champ(s, B))];
    };
    expect(run(fire)).toEqual([true, 4]);
    expect(run(wind)).toEqual([false, 3]);
  });
});

describe("'under-fire'", () => {
  const def = scriptedDef('under-fire');
  it('your champion becomes distant; if you let it deal 4 damage to your champion, your champion gains stealth; a Ranger pays 1 less', () => {
    const base = fill(as(mainPhaseOf(A), A, 'ranger', 'FIRE'), A, 6);
    expect(paid(base, A, def)).toBe(2);
    expect(paid(as(base, A, 'warrior', 'FIRE'), A, def)).toBe(3);
    const run = (accept: boolean) => {
      let s = activateFromHand(base, A, def)[0];
      s = act(untilPending(s, 'may'), A, { type: 'mayAnswer', accept });
      s = resolveAll(s);
      const c = champion(s, A);
      return [c.distant, c.damage, hasKeyword(s, c, 'stealth')];
    };
    expect(run(true)).toEqual([true, 4, true]);
    expect(run(false)).toEqual([true, 0, false]);
  });
});

describe("'shield-fragmentation'", () => {
  const def = scriptedDef('shield-fragmentation');
  const shield = defineCard({ slug: 'test-shield', name: 'Shield', types: ['ITEM'], subtypes: ['SHIELD'], element: 'NORM', cost: reserve(1) }, {});
  it('sacrificing a Shield as an additional cost, deals 4 damage to the target unit', () => {
    let s = fill(as(mainPhaseOf(A), A, 'guardian', 'FIRE'), A, 4);
    let item: string;
    [s, item] = place(s, A, shield);
    const t = resolveAll(activatePaying(s, A, def, [item], [{ type: 'chooseTarget', target: obj(champ(s, B)) }]));
    expect(t.objects[item]).toBeUndefined();
    expect(damageOf(t, champ(s, B))).toBe(4);
  });
  it("can't be activated without a Shield to sacrifice", () => {
    let s = fill(as(mainPhaseOf(A), A, 'guardian', 'FIRE'), A, 4);
    expect(canActivate(s, A, def)).toBe(false);
    [s] = place(s, A, ally);
    expect(canActivate(s, A, def)).toBe(false);
  });
});

describe("'nurture-crops'", () => {
  const def = scriptedDef('nurture-crops');
  it('glimpse 2, then gather twice', () => {
    let s = withHerbTokens(fill(as(mainPhaseOf(A), A, 'cleric'), A, 4));
    s = activateFromHand(s, A, def)[0];
    s = untilPending(s, 'glimpse');
    expect((s.pending as { cards: string[] }).cards).toHaveLength(2);
    for (const card of [...(s.pending as { cards: string[] }).cards]) s = act(s, A, { type: 'glimpseChoice', card, where: 'top' });
    s = resolveAll(s);
    const herbs = s.field.filter((id) => s.defs[s.objects[id]!.def]?.subtypes.includes('HERB'));
    expect(herbs).toHaveLength(2);
  });
});

describe("'tend-the-land'", () => {
  const def = scriptedDef('tend-the-land');
  it('gather, then draw a card; fast for a Cleric only', () => {
    let s = withHerbTokens(fill(as(mainPhaseOf(A), A, 'cleric'), A, 4));
    const hand = player(s, A).hand.length;
    s = cast(s, A, def);
    expect(s.field.filter((id) => s.defs[s.objects[id]!.def]?.subtypes.includes('HERB'))).toHaveLength(1);
    expect(player(s, A).hand.length).toBe(hand + 8 - 3 + 1);
    expect(fastFromHand(def, 'cleric')).toBe(true);
    expect(fastFromHand(def, 'warrior')).toBe(false);
  });
});
