// PTM lineage champions scripted by branch h5-lin: Merlin, Brilliant Vestige.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, act, addCard, atMain, champion, edit, passUntil, player, refuse, withDef } from '../../engine/helpers.js';
import { resolveAll, toMaterialize } from '../doa/support.js';
import { ALL, asNamed, withMastery } from './ptm-support.js';

const slug = 'merlin-brilliant-vestige';
const merlin = scriptedDef(slug);
const relic = defineCard({ slug: 'test-relic', name: 'Test Relic', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
const quick = defineCard({ slug: 'test-quick', name: 'Test Quick', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });
const settled = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0;
const picks = (s: GameState) => legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' ? [a.target && 'id' in a.target ? a.target.id : null] : []));

/** Alice materializes Merlin (sheen as given) over a level 2 Merlin; her material deck holds a test regalia. */
function enters(sheen: number): { s: GameState; relicCard: string } {
  let relicCard = '';
  const [s0, card] = toMaterialize(merlin, 3, (t) => {
    let u = withMastery(asNamed(withDef(t, relic), A, 'merlin-memory-thief', ...ALL), A, 'fractured-memories', { sheen });
    [u, relicCard] = addCard(u, A, relic.slug, 'materialDeck');
    return u;
  });
  return { s: passUntil(act(s0, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'pickToBanish' || settled(t)), relicCard };
}

describe(`'${slug}'`, () => {
  it('[Sheen 8+] On Enter: optionally a regalia of the material deck is banished; if so, one draw and one preparation counter on the champion', () => {
    const { s: s0, relicCard } = enters(8);
    expect(champion(s0, A).def).toBe(slug);
    expect(s0.pending?.kind).toBe('pickToBanish');
    // Only regalia cards: no champion card of the material deck.
    expect(picks(s0)).toContain(relicCard);
    expect(picks(s0)).toContain(null);
    for (const c of picks(s0)) if (c) expect(s0.defs[s0.cards[c]!.def]!.supertypes).toContain('REGALIA');
    expect(player(s0, A).materialDeck.some((c) => s0.defs[s0.cards[c]!.def]!.types.includes('CHAMPION') && !picks(s0).includes(c))).toBe(true);
    const hand = player(s0, A).hand.length;
    const s = resolveAll(act(s0, A, { type: 'chooseTarget', target: { kind: 'card', id: relicCard } }));
    expect(player(s, A).banishment).toContain(relicCard);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(champion(s, A).counters.preparation).toBe(1);
  });

  it('declined: nothing is drawn and no counter is put', () => {
    const { s: s0, relicCard } = enters(8);
    const hand = player(s0, A).hand.length;
    const s = resolveAll(act(s0, A, { type: 'chooseTarget', target: null }));
    expect(player(s, A).materialDeck).toContain(relicCard);
    expect(player(s, A).hand.length).toBe(hand);
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
  });

  it('below Sheen 8 nothing happens', () => {
    const { s } = enters(7);
    expect(s.pending).toBeNull();
  });

  describe('[Sheen 24+] at the beginning of your end phase', () => {
    /** Alice's end phase with Merlin as her champion, sheen 24; Bob's memory holds a fast test card. */
    function endPhase(sheen = 24): { s: GameState; theirs: string } {
      let s = withMastery(passUntil(withDef(withDef(toMaterialize(relic)[0], merlin), quick), atMain(A)), A, 'fractured-memories', { sheen });
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.def = slug; });
      let theirs: string;
      [s, theirs] = addCard(s, B, 'test-quick', 'memory');
      s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets' || t.pending?.kind === 'pickToBanish' || t.phase === 'end' && settled(t) || t.players[t.turnPlayer]!.id === B);
      return { s, theirs };
    }

    it("look at target opponent's memory and banish a card of it; that opponent may activate it until the end of their next turn", () => {
      let { s, theirs } = endPhase();
      if (s.pending?.kind === 'triggerTargets') s = act(s, A, { type: 'chooseTarget', target: { kind: 'player', id: B } });
      s = passUntil(s, (t) => t.pending?.kind === 'pickToBanish');
      expect(picks(s)).toEqual(player(s, B).memory);
      expect(picks(s)).not.toContain(null);
      refuse(s, A, { type: 'chooseTarget', target: null });
      s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: theirs } });
      expect(player(s, B).banishment).toContain(theirs);
      expect(legalActions(s, A).some((a) => a.type === 'activate' && a.card === theirs)).toBe(false);
      s = passUntil(s, atMain(B));
      expect(legalActions(s, B)).toContainEqual({ type: 'activate', card: theirs });
      // After Bob's turn it is over.
      s = passUntil(s, atMain(A));
      expect(s.banishedPlayable ?? []).toEqual([]);
      expect(player(s, B).banishment).toContain(theirs);
    });

    it('below Sheen 24 it does not trigger', () => {
      const { s } = endPhase(23);
      expect(s.pending?.kind === 'triggerTargets' || s.pending?.kind === 'pickToBanish').toBe(false);
    });
  });
});
