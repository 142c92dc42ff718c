// Revealing the top card and taking it only if it is of a kind (glossary/game-terms.md#reveal), swapping
// hand and memory (game-mechanics/game-mechanics-game-zones/game-zones-memory.md#general-rules), and a
// static prevention of all but N of a large damage event (game-mechanics/game-mechanics-damage-prevention.md#general-rules).
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve, staticAbility } from '../../src/cards/define.js';
import type { CardDef, Effect } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/index.js';
import { A, B, act, addCard, addObject, atMain, champion, edit, newGame, passUntil, payReserve, player, withDef } from '../engine/helpers.js';

const spell = (slug: string, effects: Effect[], extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], subtypes: extra.subtypes ?? [], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve: effects, ...extra });
const settle = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
function cast(s: GameState, who: string, def: CardDef): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, def), who, def.slug);
  return settle(payReserve(act(s, who, { type: 'activate', card: c }), who));
}
const start = () => passUntil(newGame({ first: A }), atMain(A));

describe('Reveal-and-take, hand and memory swap, damage caps', () => {
  it('reveal (game-terms.md#reveal): the top card is shown to all and taken only if it fits', () => {
    const song = spell('test-song', [], { subtypes: ['MELODY'] });
    const take = spell('test-reveal', [{ op: 'revealTopTakeIf', filter: { anySubtype: ['HARMONY', 'MELODY'] } }]);
    let s = withDef(start(), song);
    let top: string;
    [s, top] = addCard(s, A, 'test-song', 'mainDeck');
    s = cast(s, A, take);
    expect(player(s, A).hand).toContain(top);
    expect(s.log.some((l) => l.player === undefined && l.text.includes('reveals test-song'))).toBe(true);
    const next = player(s, A).mainDeck[0]!;
    s = cast(s, A, take);
    expect(player(s, A).mainDeck[0]).toBe(next); // not of the kind: it stays where it was
    expect(player(s, A).hand).not.toContain(next);
  });

  it('memory (game-zones-memory.md#general-rules): a player swaps the cards of their hand and memory', () => {
    let s = edit(start(), (t) => { player(t, B).hand = []; player(t, B).memory = []; });
    [s] = addCard(s, B, 'smoke-out', 'hand');
    [s] = addCard(s, B, 'smoke-out', 'hand');
    [s] = addCard(s, B, 'smoke-out', 'memory');
    const [hand, mem] = [player(s, B).hand, player(s, B).memory];
    s = cast(s, A, spell('test-swap', [{ op: 'swapHandAndMemory', of: { ref: 'eachOpponentChampion' } }]));
    expect(player(s, B).hand).toEqual(mem);
    expect(player(s, B).memory).toEqual(hand);
  });

  it('damage prevention (game-mechanics-damage-prevention.md#general-rules): "prevent all but N" of an event of at least M damage', () => {
    const cap = defineCard({ slug: 'test-cap', name: 'test-cap', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) },
      { abilities: [staticAbility({ kind: 'preventDamage', affects: 'yourChampion', amount: 'all', atLeast: 5, allBut: 3 })] });
    let s = withDef(start(), cap);
    [s] = addObject(s, B, 'test-cap');
    const taken = (n: number) => {
      const t = cast(s, A, spell(`test-hit-${n}`, [{ op: 'dealDamage', to: { ref: 'eachOpponentChampion' }, amount: n }]));
      return champion(t, B).damage - champion(s, B).damage;
    };
    expect([taken(9), taken(5), taken(4), taken(3)]).toEqual([3, 3, 4, 3]);
  });
});
