// Banishment back to the material deck by choice, and preserved cards banished from it
// (src/engine/effects/material-deck-returns.ts; game-mechanics/game-mechanics-game-zones/game-zones-material-deck.md#general-rules,
// glossary/keywords-and-abilities.md#preserve).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/index.js';
import { defineCard, memory, reserve } from '../../src/cards/define.js';
import { A, B, act, activateFromHand, addCard, mainPhaseOf, player, resolveAll, withDef } from '../cards/doa/support.js';
import { edit } from '../engine/helpers.js';

const gear = defineCard({ slug: 'test-returning-gear', name: 'Test Gear', types: ['WEAPON'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, {});
const back = defineCard({ slug: 'test-back', name: 'Test Back', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'opponentsBanishmentToMaterialDeck', filter: { supertype: 'REGALIA' } }] });
const lose = defineCard({ slug: 'test-lose', name: 'Test Lose', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { onResolve: [{ op: 'banishPreserved', who: 'opponents', count: 1 }] });

function cast(s: ReturnType<typeof mainPhaseOf>, def: typeof back) {
  [s] = activateFromHand(s, A, def);
  for (let i = 0; i < 8 && !s.pending && s.stack.length > 0; i++) s = act(s, s.players[s.opportunity!.player]!.id, { type: 'pass' });
  return s;
}

describe('material deck returns', () => {
  it('stopping at once moves nothing', () => {
    let s = withDef(mainPhaseOf(A), gear);
    let g: string;
    [s, g] = addCard(s, B, gear.slug, 'banishment');
    s = resolveAll(act(cast(s, back), A, { type: 'chooseTarget', target: null }));
    expect(player(s, B).banishment).toContain(g);
  });

  it('the preserved banish takes exactly its count; a card that is not preserved is never offered', () => {
    let s = withDef(mainPhaseOf(A), gear);
    let a: string, b: string, c: string;
    [s, a] = addCard(s, B, gear.slug, 'materialDeck');
    [s, b] = addCard(s, B, gear.slug, 'materialDeck');
    [s, c] = addCard(s, B, gear.slug, 'materialDeck');
    s = edit(s, (t) => { t.preserved = [a, b]; });
    s = cast(s, lose);
    const ids = legalActions(s, B).filter((x) => x.type === 'chooseTarget').map((x) => (x as { target: { id: string } | null }).target?.id ?? null);
    expect(ids.sort()).toEqual([a, b].sort());
    expect(ids).not.toContain(c);
    s = resolveAll(act(s, B, { type: 'chooseTarget', target: { kind: 'card', id: b } }));
    expect(player(s, B).banishment).toEqual([b]);
  });
});
