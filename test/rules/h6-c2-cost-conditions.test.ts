// h6-c2: cost modifiers that read the declared targets, "first card you activate each turn" modifiers of your own
// (also as Inherited Effects), and two resolution conditions about card activations and attackers.
// Cited: 'rules/general-rules/general-rules-parts-of-a-card/parts-of-a-card-cost.md#parts-of-a-card-cost' (rules 6 and 9:
// every increase and decrease summed; X as declared on the stack) and
// 'rules/game-mechanics/game-mechanics-playing-cards/playing-cards-card-activation.md#general-rules' (targets are declared
// before the reserve cost is calculated).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve, staticAbility, target, targetActivation, targetAlly } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState } from '../../src/engine/index.js';
import { RULES, apply, legalActions } from '../../src/engine/index.js';
import { A, B, act, activateFromHand, addCard, atMain, attack, edit, mainPhaseOf, passUntil, payReserve, player, resolveAll, withDef } from '../cards/doa/support.js';
import { fill, place } from '../cards/doa/round2-helpers.js';
import { ally } from '../cards/ptm/ptm-support.js';
import { addCards, aliceSecondTurn, champ } from '../cards/rdo/rdo-1-support.js';
import { mayAct, settle } from '../cards/rdo/h6-c2-support.js';

const obj = (id: string): ChosenTarget => ({ kind: 'object', id });
const knight = ally('test-c2r-knight', ['CHESSMAN', 'KNIGHT']);
const pawn = ally('test-c2r-pawn', ['HUMAN']);
/** 3, or 1 when its target is a Chessman ally. */
const favour = defineCard({ slug: 'test-c2r-favour', name: 'Favour', types: ['ACTION'], element: 'NORM', cost: reserve(3) }, {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2, onTargets: true }, { kind: 'targetMatches', index: 0, filter: { subtype: 'CHESSMAN' } })],
  targets: [targetAlly()], onResolve: [{ op: 'rest', subject: target(0) }],
});

describe('cost modifiers that read the targets (effects/target-costs.ts)', () => {
  const board = () => {
    let s = mainPhaseOf(A);
    let k: string, p: string;
    [s, k] = place(s, A, knight);
    [s, p] = place(s, A, pawn);
    return { s: edit(withDef(s, favour), (t) => { player(t, A).hand = []; }), k, p };
  };
  it('the cost is worked out with the declared target', () => {
    const { s, k, p } = board();
    const needed = (t: ChosenTarget) => {
      let u = fill(s, A, 4);
      let card: string;
      [u, card] = addCard(u, A, favour.slug);
      u = act(act(u, A, { type: 'activate', card }), A, { type: 'chooseTarget', target: t });
      return u.pending?.kind === 'activation' ? u.pending.draft.reserveNeeded : -1;
    };
    expect(needed(obj(k))).toBe(1);
    expect(needed(obj(p))).toBe(3);
  });
  it('activating is allowed when the cheapest target is payable; dearer targets are not offered, and refused with the cost rule', () => {
    const { s, k, p } = board();
    let u = fill(s, A, 1);
    let card: string;
    [u, card] = addCard(u, A, favour.slug);
    u = act(u, A, { type: 'activate', card });
    expect(legalActions(u, A).filter((a) => a.type === 'chooseTarget')).toEqual([{ type: 'chooseTarget', target: obj(k) }]);
    const out = apply(u, A, { type: 'chooseTarget', target: obj(p) });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.violation.rule).toBe(RULES.cost);
    const none = edit(s, (t) => { t.field = t.field.filter((id) => id !== k); });
    let w = fill(none, A, 1);
    [w, card] = addCard(w, A, favour.slug);
    expect(apply(w, A, { type: 'activate', card }).ok).toBe(false);
  });
});

describe("'first card you activate each turn' modifiers for their own controller", () => {
  const one = defineCard({ slug: 'test-c2r-one', name: 'One', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});
  const cheap = defineCard({ slug: 'test-c2r-cheap', name: 'Cheap', types: ['ITEM'], element: 'NORM', cost: reserve(1) },
    { abilities: [staticAbility({ kind: 'filteredCostModifier', players: 'you', filter: {}, amount: -1, firstEachTurn: true })] });
  const cost = (s: GameState, who: string) => {
    return player(s, who).hand.length - player(activateFromHand(s, who, one)[0], who).hand.length;
  };
  it("'you': only its controller's first card is cheaper", () => {
    const s = fill(place(mainPhaseOf(A), A, cheap)[0], A, 3);
    expect(cost(s, A)).toBe(0);
    expect(cost(resolveAll(activateFromHand(s, A, one)[0]), A)).toBe(1);
    const bob = fill(passUntil(s, atMain(B)), B, 3);
    expect(cost(bob, B)).toBe(1);
  });
  it('an Inherited Effect in a champion lineage works for that champion\'s controller', () => {
    const curse = defineCard({ slug: 'test-c2r-curse', name: 'Curse', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
      { abilities: [{ ...staticAbility({ kind: 'filteredCostModifier', players: 'you', filter: {}, amount: 1, firstEachTurn: true }), inherited: true }] });
    let s = withDef(mainPhaseOf(A), curse);
    let c: string;
    [s, c] = addCard(s, B, curse.slug, 'graveyard');
    s = edit(s, (t) => {
      player(t, B).graveyard = player(t, B).graveyard.filter((x) => x !== c);
      const champion = t.objects[player(t, B).champion!]!;
      champion.lineage = [c, ...champion.lineage];
    });
    expect(cost(fill(s, A, 3), A)).toBe(1);
    const bob = fill(passUntil(s, atMain(B)), B, 3);
    expect(cost(bob, B)).toBe(2);
  });
});

describe('resolution conditions', () => {
  const xSpell = defineCard({ slug: 'test-c2r-x', name: 'X Spell', types: ['ACTION'], element: 'NORM', cost: reserve('X'), speed: true }, {});
  const parity = defineCard({ slug: 'test-c2r-parity', name: 'Parity', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
    targets: [targetActivation()],
    onResolve: [{ op: 'if', condition: { kind: 'targetActivationReserveCost', index: 0, parity: 'odd' }, then: [{ op: 'draw', who: 'you', count: 1 }] }],
  });
  it("targetActivationReserveCost reads X as declared for the card on the stack (cost rule 9)", () => {
    const run = (x: number) => {
      let s = passUntil(mainPhaseOf(A), atMain(B));
      s = addCards(s, B, 'smoke-out', 3);
      s = addCards(s, B, xSpell.slug, 1, 'hand', xSpell);
      s = act(s, B, { type: 'activate', card: player(s, B).hand.at(-1)! });
      s = payReserve(act(s, B, { type: 'declareX', x }), B);
      s = passUntil(s, mayAct(A));
      const hand = player(s, A).hand.length;
      s = settle(activateFromHand(s, A, parity, [{ kind: 'stack', id: s.stack.at(-1)!.id }])[0]);
      return player(s, A).hand.length - hand;
    };
    expect(run(1)).toBe(1);
    expect(run(2)).toBe(0);
  });
  it('allyAttacking: an ally with the subtype attacking, whoever controls it', () => {
    const watch = defineCard({ slug: 'test-c2r-watch', name: 'Watch', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { onResolve: [{ op: 'if', condition: { kind: 'allyAttacking', subtype: 'CHESSMAN' }, then: [{ op: 'draw', who: 'you', count: 1 }] }] });
    const run = (attacker: CardDef) => {
      let s = aliceSecondTurn(mainPhaseOf(A));
      let unit: string;
      [s, unit] = place(s, B, attacker, { enteredTurn: 0 });
      s = attack(passUntil(s, atMain(B)), B, unit, champ(s, A));
      s = passUntil(s, mayAct(A));
      const hand = player(s, A).hand.length;
      s = passUntil(activateFromHand(s, A, watch)[0], (t) => t.stack.length === 0);
      return player(s, A).hand.length - hand;
    };
    expect(run(knight)).toBe(1);
    expect(run(pawn)).toBe(0);
  });
});


describe('cost changes made by a resolution for another player (effects/cost-changes.ts)', () => {
  const one = defineCard({ slug: 'test-c2r-one2', name: 'One', types: ['ACTION'], element: 'NORM', cost: reserve(1), speed: true }, {});
  const cost = (s: GameState, who: string) => player(s, who).hand.length - player(activateFromHand(s, who, one)[0], who).hand.length;
  const make = (e: Record<string, unknown>, targets: ReturnType<typeof targetAlly>[] = []) => defineCard({ slug: `test-c2r-tax-${Object.keys(e).join('-')}`, name: 'Tax', types: ['ACTION'], element: 'NORM', cost: reserve(0) },
    { targets, onResolve: [{ op: 'costChange', amount: 2, next: true, ...e } as never] });
  it("theirNextTurn: it waits for that player's next turn, is used by their first card, and ends with that turn", () => {
    const tax = make({ who: 'opponents', theirNextTurn: true });
    let s = resolveAll(activateFromHand(mainPhaseOf(A), A, tax)[0]);
    expect(cost(fill(passUntil(s, mayAct(B)), B, 3), B)).toBe(1); // not in this turn
    s = fill(passUntil(s, atMain(B)), B, 6);
    expect(cost(s, B)).toBe(3);
    s = resolveAll(activateFromHand(s, B, one)[0]);
    expect(cost(s, B)).toBe(1);
    expect(s.costChanges ?? []).toEqual([]);
  });
  it("targetController: the controller of the targeted object, this turn", () => {
    const tax = make({ who: { targetController: 0 } }, [targetAlly()]);
    let s = mainPhaseOf(A);
    let theirs: string;
    [s, theirs] = place(s, B, pawn);
    s = resolveAll(activateFromHand(s, A, tax, [obj(theirs)])[0]);
    expect(cost(fill(s, A, 3), A)).toBe(1);
    expect(cost(fill(passUntil(s, mayAct(B)), B, 3), B)).toBe(3);
    expect(cost(fill(passUntil(s, atMain(B)), B, 3), B)).toBe(1); // only this turn
  });
});
