// Picking a card of a hidden zone to banish (the hidden information rules, RULES.hiddenInfo):
// only the player who looks is offered the cards; from one's own material deck it is optional and only then what
// follows happens; from an opponent's memory a card must be picked.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve, targetPlayer } from '../../src/cards/define.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, atMain, newGame, passUntil, payReserve, player, refuse, withDef } from '../engine/helpers.js';

const dig = defineCard({ slug: 'test-dig', name: 'test-dig', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'mayBanishFromMaterialDeck', filter: { type: 'CHAMPION' }, then: [draw(1)] }] });
const snoop = defineCard({ slug: 'test-snoop', name: 'test-snoop', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'banishFromTargetMemory', target: 0 }], targets: [targetPlayer({ controller: 'opponent' })] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
const offered = (s: GameState, who: string) => legalActions(s, who).flatMap((a) => (a.type === 'chooseTarget' ? [a.target && 'id' in a.target ? a.target.id : null] : []));

function cast(s: GameState, slug: string, target?: string): GameState {
  let c: string;
  [s, c] = addCard(s, A, slug);
  s = act(s, A, { type: 'activate', card: c });
  if (target) s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: target } });
  return passUntil(payReserve(s, A), (t) => t.pending?.kind === 'pickToBanish' || settled(t));
}

describe('Banishing a card picked from a hidden zone (game-zones-public-vs-private-information.md#general-rules)', () => {
  it('from your material deck: only cards that fit, optional; declining skips what follows', () => {
    const s0 = withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), dig), snoop);
    const s = cast(s0, 'test-dig');
    const champs = player(s, A).materialDeck.filter((c) => s.defs[s.cards[c]!.def]!.types.includes('CHAMPION'));
    expect(offered(s, A)).toEqual([...champs, null]);
    expect(offered(s, B)).toEqual([]);
    const hand = player(s, A).hand.length;
    expect(player(passUntil(act(s, A, { type: 'chooseTarget', target: null }), settled), A).hand.length).toBe(hand);
    const t = passUntil(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: champs[0]! } }), settled);
    expect(player(t, A).banishment).toContain(champs[0]);
    expect(player(t, A).hand.length).toBe(hand + 1);
  });

  it("from the target opponent's memory: a card must be picked; its owner may activate it", () => {
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), dig), snoop);
    let m: string;
    [s, m] = addCard(s, B, 'smoke-out', 'memory');
    s = cast(s, 'test-snoop', B);
    expect(offered(s, A)).toEqual(player(s, B).memory);
    refuse(s, A, { type: 'chooseTarget', target: null });
    s = passUntil(act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: m } }), settled);
    expect(player(s, B).banishment).toContain(m);
    expect(s.banishedPlayable?.map((x) => [x.card, x.player, x.until])).toEqual([[m, B, 'endOfYourNextTurn']]);
  });
});
