// "Target opponent may materialize … If they do, …" (game-mechanics/game-mechanics-playing-cards/playing-cards-card-materialization.md#general-rules):
// the follow-up happens only once the materialization is made; declining, or backing out of paying it, skips it
// (src/engine/effects/materialize-by-effect.ts).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import type { GameState } from '../../src/engine/index.js';
import { legalActions } from '../../src/engine/index.js';
import { A, B, act, addCard, newGame, payReserve, player, withDef } from '../engine/helpers.js';

const relic = defineCard({ slug: 'test-bob-relic-itd', name: 'Bob Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: { kind: 'memory', value: 1 } }, { targets: [{ kind: 'player' }] });
const offer = defineCard({ slug: 'test-offer-materialize', name: 'Offer', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {
  targets: [{ kind: 'player', controller: 'opponent' }],
  onResolve: [{ op: 'materializeFromMaterialDeck', filter: {}, player: { ref: 'target', index: 0 }, then: [draw(2)] }],
});

function cast(): { s: GameState; card: string; hand: number } {
  let s = withDef(withDef(newGame({ first: A }), relic), offer);
  let card: string, o: string;
  [s, card] = addCard(s, B, relic.slug, 'materialDeck');
  [s] = addCard(s, B, 'giant-tortoise', 'memory');
  [s, o] = addCard(s, A, offer.slug);
  s = act(s, A, { type: 'activate', card: o });
  s = payReserve(act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } }), A);
  const hand = player(s, A).hand.length;
  for (let i = 0; i < 6 && s.pending?.kind !== 'search'; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
  return { s, card, hand };
}

describe('"if they do" after a materialization by effect (playing-cards-card-materialization.md#general-rules)', () => {
  it('made: the follow-up happens', () => {
    let { s, card, hand } = cast();
    s = act(s, B, { type: 'searchChoice', card });
    while (s.pending?.kind === 'activation') s = act(s, B, legalActions(s, B).find((a) => a.type !== 'cancel' && a.type !== 'concede')!);
    expect(player(s, A).hand.length).toBe(hand + 2);
  });

  it('declined, or the materialization backed out of: no follow-up', () => {
    let { s, hand } = cast();
    s = act(s, B, { type: 'searchChoice', card: null });
    expect(player(s, A).hand.length).toBe(hand);
    let t = cast();
    let u = act(t.s, B, { type: 'searchChoice', card: t.card });
    expect(u.pending?.kind).toBe('activation');
    u = act(u, B, { type: 'cancel' });
    expect(player(u, A).hand.length).toBe(t.hand);
    expect(player(u, B).materialDeck).toContain(t.card);
  });
});

describe('materializing by effect "from your material deck or banishment" (playing-cards-card-materialization.md#general-rules)', () => {
  const banishedRelic = defineCard({ slug: 'test-banished-relic', name: 'Banished Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: { kind: 'memory', value: 0 } }, {});
  const fetcher = (orBanishment: boolean) => defineCard({ slug: `test-fetch-${orBanishment}`, name: 'Fetch', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {
    onResolve: [{ op: 'materializeFromMaterialDeck', filter: { supertype: 'REGALIA' }, ...(orBanishment ? { orBanishment: true } : {}) }],
  });
  for (const orBanishment of [true, false]) {
    it(orBanishment ? 'a banished card may be chosen, and leaves the banishment for the field' : 'otherwise the banishment is not looked at', () => {
      const f = fetcher(orBanishment);
      let s = withDef(withDef(newGame({ first: A }), banishedRelic), f);
      let card: string, c: string;
      [s, card] = addCard(s, A, banishedRelic.slug, 'banishment');
      [s, c] = addCard(s, A, f.slug);
      s = payReserve(act(s, A, { type: 'activate', card: c }), A);
      for (let i = 0; i < 6 && s.pending?.kind !== 'search'; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
      const offered = legalActions(s, A).some((a) => a.type === 'searchChoice' && a.card === card);
      expect(offered).toBe(orBanishment);
      if (!orBanishment) return;
      s = act(s, A, { type: 'searchChoice', card });
      for (let i = 0; i < 10 && (s.pending || s.stack.length > 0); i++) s = act(s, s.pending ? s.pending.player : s.players[s.opportunity!.player]!.id, s.pending ? legalActions(s, s.pending.player).find((a) => a.type !== 'cancel' && a.type !== 'concede')! : { type: 'pass' });
      expect(player(s, A).banishment).not.toContain(card);
      expect(Object.values(s.objects).some((o) => o.card === card)).toBe(true);
    });
  }
});
