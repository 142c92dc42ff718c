// "Negate target card activation unless its controller …": the controller of the targeted activation makes the
// choice (glossary/game-terms.md#negate). A card of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, reserve } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, activateFromHand, answerMay, mainPhaseOf, passUntil, player, untilPending } from '../cards/doa/support.js';
import { fill, place } from '../cards/doa/round2-helpers.js';
import { attack } from '../cards/doa/support.js';
import { ally } from '../cards/ptm/ptm-support.js';
import { conditionMet } from '../../src/engine/state/query.js';
import { aliceDraws } from '../cards/promo/h5-b2-support.js';

const unless = defineCard({ slug: 'test-unless', name: 'Unless', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
  targets: [{ kind: 'activation' }],
  onResolve: [{ op: 'may', asker: { activationTarget: 0 }, effects: [{ op: 'draw', who: 'you', count: 1 }], otherwise: [{ op: 'negate', target: 0 }] }],
});

describe('the targeted activation controller chooses (glossary/game-terms.md#negate)', () => {
  it('only that player is asked; what they accept is done by the effect controller', () => {
    let s = activateFromHand(fill(mainPhaseOf(A), A, 2), A, aliceDraws)[0];
    const spell = s.stack[s.stack.length - 1]!.id;
    s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === B);
    s = untilPending(activateFromHand(s, B, unless, [{ kind: 'stack', id: spell }])[0], 'may');
    expect((s.pending as { player: string }).player).toBe(A);
    expect(() => answerMay(s, B, true)).toThrow();
    const bobDeck = player(s, B).mainDeck.length;
    s = answerMay(s, A, true);
    expect(bobDeck - player(s, B).mainDeck.length).toBe(1);
  });
});

describe('negating all card activations you do not control (glossary/game-terms.md#negate)', () => {
  it("negates the opponents' card activations and keeps your own", () => {
    const wipe = defineCard({ slug: 'test-wipe', name: 'Wipe', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [{ op: 'negateAll', notYours: true }] });
    let s = activateFromHand(fill(mainPhaseOf(A), A, 2), A, aliceDraws)[0];
    s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === B);
    s = activateFromHand(s, B, { ...aliceDraws, slug: 'test-bob-draws' })[0];
    s = passUntil(s, (t) => !!t.opportunity && t.players[t.opportunity.player]!.id === A);
    s = activateFromHand(s, A, wipe)[0];
    s = passUntil(s, (t) => t.stack.length === 1);
    expect(s.stack[0]!.def).toBe(aliceDraws.slug);
    expect(player(s, B).graveyard.some((c) => s.cards[c]!.def === 'test-bob-draws')).toBe(true);
  });
});

describe('"unless an opponent pays" (playing-cards-costs-and-memory.md#general-rules)', () => {
  const tax = defineCard({ slug: 'test-tax', name: 'Tax', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
    onResolve: [{ op: 'unlessPays', target: 0, amount: 1, payer: 'anOpponent', otherwise: [{ op: 'draw', who: 'you', count: 2 }] }],
  });
  it('the opponent is asked; declining lets the effect happen, paying stops it', () => {
    const run = (pay: boolean) => {
      let s = untilPending(activateFromHand(fill(mainPhaseOf(A), B, 2), A, tax)[0], 'payToDo');
      expect((s.pending as { player: string }).player).toBe(B);
      const deck = player(s, A).mainDeck.length;
      s = pay ? act(s, B, legalActions(s, B).find((a) => a.type === 'chooseReserve')!) : act(s, B, { type: 'mayAnswer', accept: false });
      s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
      return deck - player(s, A).mainDeck.length;
    };
    expect(run(false)).toBe(2);
    expect(run(true)).toBe(0);
  });
});

describe('the current attack targets a unit you do not control (combat-phase-attack-declaration.md#declaring-an-attack)', () => {
  it('is true for the defending player only when the defender is not theirs', () => {
    let s = passUntil(mainPhaseOf(A), (t) => t.turn === 2 && t.phase === 'main');
    let raider: string;
    [s, raider] = place(s, B, ally('test-raider', ['HUMAN'], 1, 9), { enteredTurn: 0 });
    s = attack(s, B, raider, player(s, A).champion!);
    expect(conditionMet(s, A, { kind: 'defenderNotYours' })).toBe(false);
    expect(conditionMet(s, B, { kind: 'defenderNotYours' })).toBe(true);
  });
});
