// h6-c2: Surging Obstruction and Royal Line Defense (Chessman negations with cost conditions).
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { act, activateFromHand, atMain, attack, mainPhaseOf, passUntil, payReserve, player, resolveAll } from '../doa/support.js';
import { as, fill, life, place } from '../doa/round2-helpers.js';
import { ally, asNamed } from '../ptm/ptm-support.js';
import { addCards, aliceSecondTurn, champ } from './rdo-1-support.js';
import { A, B, answerPay, bobActivates, mayAct, settle } from './h6-c2-support.js';

const bobCard = (cost: number) => defineCard({ slug: `test-c2-bob-${cost}`, name: `C2 Bob ${cost}`, types: ['ACTION'], element: 'NORM', cost: reserve(cost), speed: true }, { onResolve: [{ op: 'draw', who: 'you', count: 3 }] });
const bishop = ally('test-c2-bishop', ['CHESSMAN', 'BISHOP', 'HUMAN']);
const rook = ally('test-c2-rook', ['CHESSMAN', 'ROOK', 'HUMAN']);

/** Alice answers the top of the stack with `def` (mode if any), then play goes on until Bob is asked to pay or the stack empties. */
function respond(s: GameState, def: CardDef, mode?: number): GameState {
  const item = s.stack.at(-1)!.id;
  s = addCards(fill(s, A, 4), A, def.slug, 1, 'hand', def);
  s = act(s, A, { type: 'activate', card: player(s, A).hand.at(-1)! });
  if (mode !== undefined) s = act(s, A, { type: 'chooseMode', mode });
  s = payReserve(act(s, A, { type: 'chooseTarget', target: { kind: 'stack', id: item } }), A);
  return passUntil(s, (t) => t.pending?.kind === 'payToDo' || t.stack.length === 0);
}

describe("'surging-obstruction'", () => {
  const def = scriptedDef('surging-obstruction');
  const asked = (cost: number) => {
    const s = respond(bobActivates(as(mainPhaseOf(A), A, 'cleric', 'WATER'), bobCard(cost), 4), def);
    return (s.pending as { amount: number; player: string }) ;
  };
  it('negates unless its controller pays (1); (3) instead when the card has an odd reserve cost (zero is even)', () => {
    expect(asked(0)).toMatchObject({ player: B, amount: 1 });
    expect(asked(2)).toMatchObject({ player: B, amount: 1 });
    expect(asked(1)).toMatchObject({ player: B, amount: 3 });
    expect(asked(3)).toMatchObject({ player: B, amount: 3 });
  });
  it('declining negates the activation; paying lets it resolve', () => {
    const s = respond(bobActivates(as(mainPhaseOf(A), A, 'cleric', 'WATER'), bobCard(1), 4), def);
    const deck = player(s, B).mainDeck.length;
    expect(player(settle(answerPay(s, B, false)), B).mainDeck.length).toBe(deck);
    expect(player(settle(answerPay(s, B, true)), B).mainDeck.length).toBe(deck - 3);
  });
  it('costs 1 less while you control a Chessman Bishop ally (a Chessman Rook does not count)', () => {
    const cost = (piece: CardDef) => {
      const s = bobActivates(place(as(mainPhaseOf(A), A, 'cleric', 'WATER'), A, piece)[0], bobCard(0), 4);
      const before = player(s, A).hand.length + 4; // respond() adds four cards to pay with, plus the card it activates
      return before - player(respond(s, def), A).hand.length;
    };
    expect(cost(rook)).toBe(3);
    expect(cost(bishop)).toBe(2);
  });
});

describe("'royal-line-defense'", () => {
  const def = scriptedDef('royal-line-defense');
  const command = defineCard({ slug: 'test-c2-command', name: 'C2 Command', types: ['ACTION'], subtypes: ['CLERIC', 'CHESSMAN', 'COMMAND'], element: 'NORM', cost: reserve(0) }, {});
  it('first mode: target Chessman ally gets +3 life until end of turn', () => {
    let s = fill(as(mainPhaseOf(A), A, 'cleric'), A, 4);
    let r: string;
    [s, r] = place(s, A, rook);
    s = resolveAll(activateFromHand(s, A, def, [{ kind: 'object', id: r }], 0)[0]);
    expect(life(s, r)).toBe(6);
    expect(life(passUntil(s, atMain(B)), r)).toBe(3);
  });
  /** Bob's ally attacks Alice's champion; Bob casts a fast spell during the attack; Alice answers with the negation mode. */
  const duringAttack = (attacker: CardDef): GameState => {
    let s = as(aliceSecondTurn(mainPhaseOf(A)), A, 'cleric');
    let unit: string;
    [s, unit] = place(s, B, attacker, { enteredTurn: 0 });
    s = passUntil(s, atMain(B));
    s = attack(s, B, unit, champ(s, A));
    s = passUntil(s, mayAct(B));
    s = addCards(s, B, 'test-c2-bob-0', 1, 'hand', bobCard(0));
    s = payReserve(act(s, B, { type: 'activate', card: player(s, B).hand.at(-1)! }), B);
    return passUntil(s, mayAct(A));
  };
  it("second mode: negates the target card activation only while a Chessman ally is attacking", () => {
    const s = duringAttack(rook);
    const deck = player(s, B).mainDeck.length;
    expect(player(respond(s, def, 1), B).mainDeck.length).toBe(deck);
    const t = duringAttack(ally('test-c2-raider', ['HUMAN']));
    expect(player(respond(t, def, 1), B).mainDeck.length).toBe(deck - 3);
  });
  it('[Alice Bonus] costs 2 less once you have activated a Command card this turn', () => {
    let s = fill(asNamed(mainPhaseOf(A), A, 'alice-golden-queen'), A, 5);
    let r: string;
    [s, r] = place(s, A, rook);
    const cost = (t: GameState) => player(t, A).hand.length - player(activateFromHand(t, A, def, [{ kind: 'object', id: r }], 0)[0], A).hand.length;
    expect(cost(s)).toBe(3);
    expect(cost(resolveAll(activateFromHand(s, A, command)[0]))).toBe(1);
    expect(cost(resolveAll(activateFromHand(as(s, A, 'cleric'), A, command)[0]))).toBe(3);
  });
});
