import { describe, expect, it } from 'vitest';
import { renderCard } from '../../render/card.js';
import { renderDeck } from '../../render/deck.js';
import { renderHand } from '../../render/hand.js';
import { FACES, X_COST_FACE } from './fixtures.js';
import { decodePng, differingPixels } from './pixels.js';

describe('renderHand', () => {
  it('draws the hand, and the memory below it when given', async () => {
    const handOnly = await decodePng(await renderHand([FACES.fireball, FACES.blitzMage], null));
    const withMemory = await decodePng(await renderHand([FACES.fireball, FACES.blitzMage], [FACES.arcaneBlast]));
    expect(withMemory.width).toBe(handOnly.width);
    expect(withMemory.height).toBeGreaterThan(handOnly.height + 250);
  });

  it('grows wider with more cards, up to six a row, then wraps', async () => {
    const four = await decodePng(await renderHand([FACES.fireball], null));
    const six = await decodePng(await renderHand(Array(6).fill(FACES.fireball), null));
    const nine = await decodePng(await renderHand(Array(9).fill(FACES.fireball), null));
    expect(six.width).toBeGreaterThan(four.width);
    expect(nine.width).toBe(six.width);
    expect(nine.height).toBeGreaterThan(six.height + 250);
  });

  it('says so when the hand is empty', async () => {
    const empty = await decodePng(await renderHand([], []));
    expect(empty.height).toBeLessThan(300);
  });
});

describe('renderCard', () => {
  it('draws one card at the asked width', async () => {
    const { width, height } = await decodePng(await renderCard(X_COST_FACE, { width: 300 }));
    expect(width).toBe(300 + 2 * 12);
    expect(height).toBe(420 + 2 * 12);
  });

  it('draws different cards differently', async () => {
    const a = await decodePng(await renderCard(FACES.spiritOfFire));
    const b = await decodePng(await renderCard(FACES.spiritOfWater));
    expect(differingPixels(a.ctx, b.ctx, 0, 0, a.width, a.height)).toBeGreaterThan(10_000);
  });
});

describe('renderDeck', () => {
  const deck = {
    material: [{ face: FACES.spiritOfFire, count: 1 }, { face: FACES.lorraine, count: 1 }, { face: FACES.trainingSword, count: 1 }],
    main: [{ face: FACES.blitzMage, count: 4 }, { face: FACES.fireball, count: 3 }],
  };

  it('draws material and main decks, and the sideboard when there is one', async () => {
    const plain = await decodePng(await renderDeck(deck));
    const withSide = await decodePng(await renderDeck({ ...deck, sideboard: [{ face: FACES.ritaiGuard, count: 2 }] }));
    expect(withSide.width).toBe(plain.width);
    expect(withSide.height).toBeGreaterThan(plain.height + 200);
  });

  it('shows the number of copies', async () => {
    const four = await decodePng(await renderDeck(deck));
    const one = await decodePng(await renderDeck({ ...deck, main: [{ face: FACES.blitzMage, count: 1 }, { face: FACES.fireball, count: 3 }] }));
    expect(differingPixels(four.ctx, one.ctx, 0, 0, four.width, four.height)).toBeGreaterThan(100);
  });

  it('adds a title row when asked', async () => {
    const plain = await decodePng(await renderDeck(deck));
    const titled = await decodePng(await renderDeck(deck, { title: 'Lorraine Fire' }));
    expect(titled.height).toBe(plain.height + 64);
  });
});
