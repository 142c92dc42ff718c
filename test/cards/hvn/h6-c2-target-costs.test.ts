// h6-c2: cards whose cost depends on the target declared for them (src/engine/effects/target-costs.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState } from '../../../src/engine/index.js';
import { apply, legalActions } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { activateFromHand, addCard, atMain, attack, edit, mainPhaseOf, passUntil, player, resolveAll, withDef } from '../doa/support.js';
import { as, bolt, fill, place } from '../doa/round2-helpers.js';
import { ally, trinket } from '../ptm/ptm-support.js';
import { aliceSecondTurn, champ, damageOf } from '../rdo/rdo-1-support.js';
import { A, B, mayAct } from '../rdo/h6-c2-support.js';

const relic = defineCard({ slug: 'test-c2-relic', name: 'C2 Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
const hero = defineCard({ slug: 'test-c2-hero', name: 'C2 Hero', types: ['ALLY'], supertypes: ['UNIQUE'], element: 'NORM', cost: reserve(2), power: 1, life: 3 }, {});
const guard = defineCard({ slug: 'test-c2-guard', name: 'C2 Guard', types: ['ALLY'], element: 'NORM', cost: reserve(2), power: 1, life: 9 }, { keywords: ['taunt'] });
const grunt = ally('test-c2-grunt', ['HUMAN'], 1, 9);
const obj = (id: string): ChosenTarget => ({ kind: 'object', id });

/** Cards left in hand after activating `def` at `target` with `cards` other cards in hand. */
function costAt(s: GameState, def: CardDef, target: ChosenTarget, who = A): number {
  s = edit(s, (t) => { player(t, who).hand = []; });
  s = fill(s, who, 6);
  return 6 - player(activateFromHand(s, who, def, [target])[0], who).hand.length;
}
/** With exactly `cards` other cards in hand: may `def` be activated, and which targets are offered? */
function offered(s: GameState, def: CardDef, cards: number): { activate: boolean; targets: ChosenTarget[] } {
  s = edit(withDef(s, def), (t) => { player(t, A).hand = []; });
  s = fill(s, A, cards);
  let card: string;
  [s, card] = addCard(s, A, def.slug);
  const out = apply(s, A, { type: 'activate', card });
  if (!out.ok) return { activate: false, targets: [] };
  return { activate: true, targets: legalActions(out.state, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target] : [])) };
}

describe("'break-apart'", () => {
  const def = scriptedDef('break-apart');
  const board = () => {
    let s = as(mainPhaseOf(A), A, 'mage');
    let item: string, regalia: string;
    [s, item] = place(s, B, trinket);
    [s, regalia] = place(s, B, relic);
    return { s, item, regalia };
  };
  it('destroys target item or weapon; it costs 2 more when that target is a regalia', () => {
    const { s, item, regalia } = board();
    expect(costAt(s, def, obj(item))).toBe(3);
    expect(costAt(s, def, obj(regalia))).toBe(5);
    const after = resolveAll(activateFromHand(fill(s, A, 5), A, def, [obj(regalia)])[0]);
    expect(after.objects[regalia]).toBeUndefined();
  });
  it('a target that would make it cost more than you can pay is not offered; with no affordable target it cannot be activated', () => {
    const { s, item, regalia } = board();
    expect(offered(s, def, 3)).toEqual({ activate: true, targets: [obj(item)] });
    expect(offered(s, def, 5).targets).toEqual(expect.arrayContaining([obj(item), obj(regalia)]));
    const onlyRegalia = edit(s, (t) => { t.field = t.field.filter((id) => id !== item); });
    expect(offered(onlyRegalia, def, 4).activate).toBe(false);
    expect(offered(onlyRegalia, def, 5).activate).toBe(true);
  });
});

describe("'coronation-ceremony'", () => {
  const def = scriptedDef('coronation-ceremony');
  it('target unit gains spellshroud until end of turn; 2 less when it targets a unique ally', () => {
    let s = as(mainPhaseOf(A), A, 'cleric');
    let unique: string, plain: string;
    [s, unique] = place(s, A, hero);
    [s, plain] = place(s, A, grunt);
    expect(costAt(s, def, obj(unique))).toBe(1);
    expect(costAt(s, def, obj(plain))).toBe(3);
    expect(costAt(s, def, obj(champ(s, A)))).toBe(3);
    s = resolveAll(activateFromHand(fill(s, A, 2), A, def, [obj(unique)])[0]);
    expect(hasKeyword(s, s.objects[unique]!, 'spellshroud')).toBe(true);
    expect(hasKeyword(passUntil(s, atMain(B)), s.objects[unique]!, 'spellshroud')).toBe(false);
  });
  it('with one other card in hand, only a unique ally may be targeted', () => {
    let s = as(mainPhaseOf(A), A, 'cleric');
    let unique: string;
    [s, unique] = place(s, A, hero);
    [s] = place(s, A, grunt);
    expect(offered(s, def, 1)).toEqual({ activate: true, targets: [obj(unique)] });
    expect(offered(edit(s, (t) => { t.field = t.field.filter((id) => id !== unique); }), def, 1).activate).toBe(false);
  });
});

describe("'fortified-mana-shield'", () => {
  const def = scriptedDef('fortified-mana-shield');
  it('prevents 4 of the next non-combat damage to target unit this turn', () => {
    let s = as(mainPhaseOf(A), A, 'guardian');
    let g: string;
    [s, g] = place(s, A, grunt);
    s = resolveAll(activateFromHand(fill(s, A, 2), A, def, [obj(g)])[0]);
    s = resolveAll(activateFromHand(s, A, bolt, [obj(g)])[0]);
    expect(damageOf(s, g)).toBe(1);
    s = resolveAll(activateFromHand(s, A, bolt, [obj(g)])[0]);
    expect(damageOf(s, g)).toBe(6); // used up by the first
  });
  it('[Class Bonus] costs 2 less when its activation targets a unit with taunt', () => {
    let s = as(mainPhaseOf(A), A, 'guardian');
    let taunter: string, plain: string;
    [s, taunter] = place(s, A, guard);
    [s, plain] = place(s, A, grunt);
    expect(costAt(s, def, obj(taunter))).toBe(0);
    expect(costAt(s, def, obj(plain))).toBe(2);
    expect(costAt(as(s, A, 'mage'), def, obj(taunter))).toBe(2);
  });
});

describe("'rebounding-gust'", () => {
  const def = scriptedDef('rebounding-gust');
  it("returns target ally to its owner's memory; 2 less while it targets the attacking ally", () => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, 'cleric', 'WIND');
    let raider: string, idle: string;
    [s, raider] = place(s, B, grunt, { enteredTurn: 0 });
    [s, idle] = place(s, B, ally('test-c2-idle', ['HUMAN']));
    s = passUntil(s, atMain(B));
    s = attack(s, B, raider, champ(s, A));
    s = passUntil(s, mayAct(A));
    expect(costAt(s, def, obj(raider))).toBe(1);
    expect(costAt(s, def, obj(idle))).toBe(3);
    const card = s.objects[raider]!.card!;
    const after = passUntil(activateFromHand(fill(s, A, 1), A, def, [obj(raider)])[0], (t) => t.stack.length === 0);
    expect(player(after, B).memory).toContain(card);
  });
});
