// h5-u-mrc: Mercurial Heart cards that ask to reveal cards from hand or memory (src/engine/effects/reveal-cards.ts).
import { describe, expect, it } from 'vitest';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { defineCard, reserve } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { hasKeyword } from '../../../src/engine/state/query.js';
import { A, B, act, activateFromHand, addCard, edit, mainPhaseOf, passUntil, player, withDef } from '../doa/support.js';
import { bolt, obj, place } from '../doa/round2-helpers.js';
import { controlled } from '../rdo/rdo-1-support.js';

const slimeCard = defineCard({ slug: 'test-slime', name: 'Slime', types: ['ALLY'], subtypes: ['SLIME'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
const windCard = defineCard({ slug: 'test-wind', name: 'Wind', types: ['ACTION'], element: 'WIND', cost: reserve(1) }, {});

describe("'baby-silver-slime'", () => {
  const def = scriptedDef('baby-silver-slime');
  it('taunt only while you control another Slime ally', () => {
    let s = mainPhaseOf(A);
    let me: string;
    [s, me] = place(s, A, def);
    expect(hasKeyword(s, s.objects[me]!, 'taunt')).toBe(false);
    [s] = place(s, B, slimeCard);
    expect(hasKeyword(s, s.objects[me]!, 'taunt')).toBe(false);
    [s] = place(s, A, slimeCard);
    expect(hasKeyword(s, s.objects[me]!, 'taunt')).toBe(true);
  });
  it('when it dies, showing a Slime card from hand or memory draws one card', () => {
    const run = (zone: 'hand' | 'memory' | null, accept: boolean) => {
      let s = withDef(mainPhaseOf(A), slimeCard);
      s = edit(s, (t) => { player(t, A).hand = player(t, A).hand.filter((c) => !t.defs[t.cards[c]!.def]!.subtypes.includes('SLIME')); });
      let me: string, card = '';
      [s, me] = place(s, A, def);
      if (zone) [s, card] = addCard(s, A, slimeCard.slug, zone);
      s = activateFromHand(s, A, bolt, [obj(me)])[0];
      const hand = player(s, A).hand.length;
      s = passUntil(s, (t) => t.pending?.kind === 'revealCards' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
      const asked = s.pending?.kind === 'revealCards';
      if (asked) s = act(s, A, { type: 'chooseTarget', target: accept ? { kind: 'card', id: card } : null });
      s = passUntil(s, (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
      return [asked, player(s, A).hand.length - hand];
    };
    expect(run('hand', true)).toEqual([true, 1]);
    expect(run('memory', true)).toEqual([true, 1]);
    expect(run('memory', false)).toEqual([true, 0]);
    expect(run(null, true)).toEqual([false, 0]);
  });
});

describe("'winbless-hurricane-farm'", () => {
  const def = scriptedDef('winbless-hurricane-farm');
  it('in your recollection phase, showing three wind cards of your memory summons a Powercell', () => {
    const run = (winds: number, accept: boolean) => {
      let s = withDef(mainPhaseOf(A), windCard);
      [s] = place(s, A, def);
      s = passUntil(s, (t) => t.players[t.turnPlayer]!.id === B);
      s = edit(s, (t) => { player(t, A).memory = []; });
      const cards: string[] = [];
      for (let i = 0; i < winds; i++) { let c: string; [s, c] = addCard(s, A, windCard.slug, 'memory'); cards.push(c); }
      s = passUntil(s, (t) => t.pending?.kind === 'revealCards' || (t.players[t.turnPlayer]!.id === A && t.turn > 2 && !t.pending && t.stack.length === 0 && t.pendingTriggers.length === 0));
      const asked = s.pending?.kind === 'revealCards';
      if (asked) {
        if (accept) for (const c of cards.slice(0, 3)) s = act(s, A, { type: 'chooseTarget', target: { kind: 'card', id: c } });
        else s = act(s, A, { type: 'chooseTarget', target: null });
      }
      s = passUntil(s, (t) => !t.pending && t.stack.length === 0 && t.pendingTriggers.length === 0);
      return [asked, controlled(s, A, 'powercell').length];
    };
    expect(run(3, true)).toEqual([true, 1]);
    expect(run(3, false)).toEqual([true, 0]);
    expect(run(2, true)).toEqual([false, 0]);
  });
});
