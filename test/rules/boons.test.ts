// Boons and First Boon (general-rules/general-rules-card-types/card-types-boons.md#general-rules,
// glossary/keywords-and-abilities.md#first-boon). Pantheon-variant only; no boon is in the Index yet,
// so these are cards of our own.
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { createGame, view, validateDeck } from '../../src/engine/index.js';
import { A, B, setupFor } from '../engine/helpers.js';

const boon = (slug: string, first: boolean, onResolve?: CardDef['onResolve']): CardDef => ({
  ...defineCard({ slug, name: slug, types: ['BOON'], element: 'NORM', cost: reserve(2) }, {}),
  keywords: first ? ['firstBoon'] : [],
  ...(onResolve ? { onResolve } : {}),
});
const firstBoon = boon('test-first-boon', true, [draw(1)]);
const laterBoon = boon('test-later-boon', false, [draw(3)]);

function gameWithBoons() {
  const setup = setupFor(1);
  setup.defs = [...setup.defs, firstBoon, laterBoon];
  setup.players[0]!.deck = { ...setup.players[0]!.deck, boons: ['test-first-boon', 'test-later-boon'] };
  return { setup, s: createGame(setup) };
}

describe('Boons', () => {
  it('First Boon (glossary/keywords-and-abilities.md#first-boon): bestowed as a pre-game action, before the Spirits enter and draw opening hands', () => {
    const { s } = gameWithBoons();
    const plain = createGame(setupFor(1));
    const alice = s.players.find((p) => p.id === A)!;
    const plainAlice = plain.players.find((p) => p.id === A)!;
    // The boon drew one card on top of the Spirit's opening hand.
    expect(alice.hand.length).toBe(plainAlice.hand.length + 1);
    const log = s.log.map((l) => l.text);
    const bestowed = log.findIndex((t) => t.includes('bestows test-first-boon'));
    const reveal = log.findIndex((t) => / reveals /.test(t));
    expect(bestowed).toBeGreaterThanOrEqual(0);
    expect(bestowed).toBeLessThan(reveal);
    expect(alice.pantheon).toEqual([{ card: expect.any(String), bestowed: true }, { card: expect.any(String), bestowed: false }]);
  });

  it('a boon without First Boon stays face down in the Pantheon zone (card-types-boons.md#general-rules): only its owner sees it', () => {
    const { s } = gameWithBoons();
    const mine = view(s, A).players.find((p) => p.id === A)!.pantheon!;
    const theirs = view(s, B).players.find((p) => p.id === A)!.pantheon!;
    expect(mine.bestowed.map((f) => f.name)).toEqual(['test-first-boon']);
    expect(mine.faceDown!.map((f) => f.name)).toEqual(['test-later-boon']);
    expect(theirs.bestowed.map((f) => f.name)).toEqual(['test-first-boon']);
    expect(theirs.faceDown).toBeNull();
    expect(theirs.faceDownCount).toBe(1);
    expect(JSON.stringify(view(s, 'public'))).not.toContain('test-later-boon');
  });

  it('boons are presented in the Pantheon zone, never in a deck (card-types-boons.md#general-rules)', () => {
    const { setup } = gameWithBoons();
    const defs = Object.fromEntries(setup.defs.map((d) => [d.slug, d]));
    const deck = setup.players[0]!.deck;
    expect(validateDeck(deck, defs)).toEqual([]);
    expect(validateDeck({ ...deck, main: [...deck.main, 'test-later-boon'] }, defs).join()).toMatch(/boon/);
    expect(validateDeck({ ...deck, boons: [deck.main[0]!] }, defs).join()).toMatch(/not a boon/);
    const greater = (slug: string): CardDef => ({ ...boon(slug, false), subtypes: ['GREATER'] });
    const two = { ...defs, 'test-greater-1': greater('test-greater-1'), 'test-greater-2': greater('test-greater-2') };
    expect(validateDeck({ ...deck, boons: ['test-greater-1', 'test-greater-2'] }, two).join()).toMatch(/one Lesser and one Greater/);
  });
});
