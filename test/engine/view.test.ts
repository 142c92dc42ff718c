import { describe, expect, it } from 'vitest';
import { RULES, view } from '../../src/engine/index.js';
import { checkHiddenInformation } from '../../src/engine/invariants.js';
import { A, B, addCard, edit, newGame, player } from './helpers.js';

function idsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => idsIn(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => idsIn(v, out));
  return out;
}

describe(`What a viewer may see (${RULES.hiddenInfo})`, () => {
  it("shows another player's hand, memory, deck and material deck only as counts", () => {
    let s = newGame({ first: A });
    [s] = addCard(s, B, 'glacial-evocation', 'memory');
    const v = view(s, A);
    const bob = v.players.find((p) => p.id === B)!;
    expect(bob.hand).toBeNull();
    expect(bob.memory).toBeNull();
    expect(bob.materialDeck).toBeNull();
    expect(bob.handCount).toBe(player(s, B).hand.length);
    expect(bob.memoryCount).toBe(1);
    const seen = idsIn(v);
    const p = player(s, B);
    for (const hidden of [...p.hand, ...p.memory, ...p.mainDeck, ...p.materialDeck]) expect(seen.has(hidden)).toBe(false);
  });

  it('shows a player their own hand, memory and material deck in full', () => {
    const s = newGame({ first: A });
    const me = view(s, A).players.find((p) => p.id === A)!;
    expect(me.hand!.map((c) => c.id)).toEqual(player(s, A).hand);
    expect(me.materialDeck!.map((c) => c.id)).toEqual(player(s, A).materialDeck);
  });

  it('the public view reveals no hidden zone of anyone, and never the deck order', () => {
    const s = newGame({ first: A });
    const seen = idsIn(view(s, 'public'));
    for (const p of s.players) {
      for (const hidden of [...p.hand, ...p.memory, ...p.mainDeck, ...p.materialDeck]) expect(seen.has(hidden)).toBe(false);
    }
    expect(view(s, 'public').players.every((p) => p.hand === null)).toBe(true);
  });

  it('shows public zones in full: field, graveyard, champion lineage', () => {
    let s = newGame({ first: A });
    let gy: string;
    [s, gy] = addCard(s, B, 'glacial-evocation', 'graveyard');
    const v = view(s, A);
    expect(v.players.find((p) => p.id === B)!.graveyard.map((c) => c.id)).toEqual([gy]);
    expect(v.field.length).toBe(2);
    expect(v.field.every((o) => o.card.name.length > 0)).toBe(true);
  });

  it('the hidden-information invariant names a hidden card id shown anywhere in a view, and passes a clean state', () => {
    const s = newGame();
    expect(() => checkHiddenInformation(s)).not.toThrow();
    const secret = player(s, B).hand[0]!;
    const leaked = edit(s, (t) => { t.log.push({ turn: t.turn, text: secret }); });
    expect(() => checkHiddenInformation(leaked)).toThrow(`can see hidden card ${secret} of ${B}`);
  });

  it('a Preserved card is face up in its material deck (glossary/keywords-and-abilities.md#preserve): shown to all, and no leak for the invariant', () => {
    let s = newGame({ first: A });
    let kept: string;
    [s, kept] = addCard(s, B, 'glacial-evocation', 'materialDeck');
    s = edit(s, (t) => { t.preserved = [kept]; });
    const bob = view(s, A).players.find((p) => p.id === B)!;
    expect(bob.preserved?.map((c) => c.id)).toEqual([kept]);
    expect(() => checkHiddenInformation(s)).not.toThrow();
    // The rest of the material deck stays hidden.
    const other = player(s, B).materialDeck.find((c) => c !== kept)!;
    const leaked = edit(s, (t) => { t.log.push({ turn: t.turn, text: other }); });
    expect(() => checkHiddenInformation(leaked)).toThrow(`can see hidden card ${other} of ${B}`);
  });
});
