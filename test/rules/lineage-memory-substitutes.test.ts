// Objects that pay part of a memory cost, declared with the Floating Memory cards before the random part
// (glossary/keywords-and-abilities.md#floating-memory; src/engine/effects/memory-substitutes.ts), and a
// prohibition on objects that entered the field this turn (game-mechanics/game-mechanics-timing-and-permissions.md).
// Cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, staticAbility } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { A, act, passUntil, player, refuse, withDef } from '../engine/helpers.js';
import { place } from '../cards/amb/scenario.js';
import { resolveAll, toMaterialize } from '../cards/doa/support.js';

const regalia = (n: number): CardDef => defineCard({ slug: `test-regalia-m${n}`, name: `test-regalia-m${n}`, types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(n) }, {});
const token = (slug: string, by: 'banish' | 'sacrifice', extra: { amount?: number; perCounter?: 'time' } = {}): CardDef =>
  defineCard({ slug, name: slug, types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(0) }, { abilities: [staticAbility({ kind: 'paysMemory', by, ...extra })] });

/** Alice's materialize phase with `mem` cards in memory, a substitute on the field and a regalia of memory cost `cost` to materialize. */
function ready(cost: number, mem: number, sub: CardDef, counters: Record<string, number> = {}): { s: GameState; card: string; sub: string; subCard: string } {
  let subId = '';
  let [s, card] = toMaterialize(regalia(cost), mem, (t) => { [t, subId] = place(t, A, sub, { counters }); return t; });
  return { s, card, sub: subId, subCard: subId };
}

describe('Paying part of a memory cost with an object (glossary/keywords-and-abilities.md#floating-memory)', () => {
  it('a banish substitute makes a cost payable that memory alone cannot pay, and pays 1 of it', () => {
    const { s, card, sub, subCard } = ready(2, 1, token('test-sub-banish', 'banish'));
    const r0card = s.objects[sub]!.card!;
    let t = act(s, A, { type: 'materialize', card });
    expect(legalActions(t, A)).toContainEqual({ type: 'chooseFloating', card: subCard });
    expect(legalActions(t, A)).not.toContainEqual({ type: 'chooseFloating', card: null }); // memory alone is short
    t = resolveAll(act(t, A, { type: 'chooseFloating', card: subCard }));
    expect(t.objects[sub]).toBeUndefined();
    expect(player(t, A).banishment).toContain(r0card);
    expect(player(t, A).memory.length).toBe(0);
    expect(Object.values(t.objects).some((o) => o.def === 'test-regalia-m2')).toBe(true);
  });

  it('without it the same cost cannot be paid; with enough memory it may be left unused', () => {
    const [s, card] = toMaterialize(regalia(2), 1);
    refuse(s, A, { type: 'materialize', card });
    const r = ready(1, 1, token('test-sub-banish', 'banish'));
    let t = act(r.s, A, { type: 'materialize', card: r.card });
    t = resolveAll(act(t, A, { type: 'chooseFloating', card: null }));
    expect(t.objects[r.sub]).toBeDefined();
    expect(player(t, A).memory.length).toBe(0);
  });

  it('a per-counter substitute pays as many as its counters; with none, or more than the unpaid part, it is not offered', () => {
    const sub = token('test-sub-counters', 'sacrifice', { perCounter: 'time' });
    const r = ready(3, 1, sub, { time: 2 });
    let t = act(r.s, A, { type: 'materialize', card: r.card });
    t = resolveAll(act(t, A, { type: 'chooseFloating', card: r.subCard }));
    expect(t.objects[r.sub]).toBeUndefined();
    expect(player(t, A).memory.length).toBe(0);
    expect(Object.values(t.objects).some((o) => o.def === 'test-regalia-m3')).toBe(true);
    const none = ready(1, 1, sub, {});
    expect(legalActions(act(none.s, A, { type: 'materialize', card: none.card }), A)).not.toContainEqual({ type: 'chooseFloating', card: none.subCard });
    const over = ready(1, 1, sub, { time: 2 });
    expect(legalActions(act(over.s, A, { type: 'materialize', card: over.card }), A)).not.toContainEqual({ type: 'chooseFloating', card: over.subCard });
  });
});

describe('"Can\'t attack" for objects that entered this turn (game-mechanics/game-mechanics-timing-and-permissions.md)', () => {
  it('only allies that entered the field this turn are concerned', () => {
    const ban = defineCard({ slug: 'test-ban', name: 'test-ban', types: ['ITEM'], element: 'NORM', cost: memory(0) },
      { abilities: [staticAbility({ kind: 'permission', permission: { mode: 'cant', action: 'attack', set: { affects: 'allAllies' }, enteredThisTurn: true } })] });
    const ally = defineCard({ slug: 'test-ally', name: 'test-ally', types: ['ALLY'], element: 'NORM', cost: memory(0), power: 1, life: 2 }, {});
    let s = passUntil(toMaterialize(regalia(0))[0], (t) => t.phase === 'main' && !t.pending && t.stack.length === 0);
    let fresh: string, old: string;
    [s] = place(s, A, ban);
    [s, fresh] = place(s, A, ally);
    [s, old] = place(withDef(s, ally), A, ally, { enteredTurn: s.turn - 1 });
    const attackers = legalActions(s, A).filter((a) => a.type === 'attack').map((a) => a.type === 'attack' && a.attacker);
    expect(attackers).toContain(old);
    expect(attackers).not.toContain(fresh);
  });
});
