// h5-b3: cosmic-bolt (CardCount by name, effects/counting.ts).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, mainPhaseOf, passUntil, payReserve, player, resolveAll } from '../doa/support.js';
import { as, obj } from '../doa/round2-helpers.js';
import { addCards, cast, castOnly, champ, damageOf } from '../rdo/rdo-1-support.js';

const def = scriptedDef('cosmic-bolt');

describe("'cosmic-bolt'", () => {
  it('4 damage to a unit, plus 2 for each Cosmic Bolt in your graveyard and banishment', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'ASTRA');
    s = addCards(s, A, 'cosmic-bolt', 2, 'graveyard', def);
    s = addCards(s, A, 'cosmic-bolt', 1, 'banishment', def);
    s = addCards(s, B, 'cosmic-bolt', 1, 'graveyard', def); // an opponent's does not count
    s = cast(s, A, def, [obj(champ(s, B))]);
    expect(damageOf(s, champ(s, B))).toBe(4 + 2 * 3);
  });

  it('starcalling (2): starcalled while glimpsing, it resolves after the glimpsing card has finished (ruling)', () => {
    let s = as(mainPhaseOf(A), A, 'cleric', 'ASTRA', 'WIND');
    s = addCards(s, A, 'cosmic-bolt', 1, 'mainDeck', def);
    const star = player(s, A).mainDeck[0]!;
    s = castOnly(s, A, scriptedDef('fairy-whispers')); // glimpse, then more
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(legalActions(s, A)).toContainEqual({ type: 'starcall', card: star });
    s = act(s, A, { type: 'starcall', card: star });
    for (const card of s.pending?.kind === 'glimpse' ? s.pending.cards.filter((c) => c !== star) : []) s = act(s, A, { type: 'glimpseChoice', card, where: 'bottom' });
    s = act(s, A, { type: 'chooseTarget', target: obj(champ(s, B)) });
    s = payReserve(s, A);
    expect(s.stack.map((i) => i.def)).toEqual(['cosmic-bolt']);
    expect(damageOf(s, champ(s, B))).toBe(0);
    s = resolveAll(s);
    expect(damageOf(s, champ(s, B))).toBe(4);
  });
});
