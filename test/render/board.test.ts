import { describe, expect, it } from 'vitest';
import { BOARD_HEIGHT, BOARD_WIDTH, renderBoard, seating } from '../../render/board.js';
import { CardArt } from '../../render/card-art.js';
import type { GameView, PlayerView } from '../../src/engine/view-types.js';
import { FACES, busyView, finishedView, object, openingView } from './fixtures.js';
import { decodePng, differingPixels } from './pixels.js';

/** Makes reading a player's hidden zones throw, so a renderer that peeks fails the test. */
function poisonHiddenZones(view: GameView): GameView {
  for (const player of view.players) {
    for (const key of ['hand', 'memory', 'materialDeck'] as const satisfies readonly (keyof PlayerView)[]) {
      Object.defineProperty(player, key, {
        get() {
          throw new Error(`the renderer read ${player.name}'s ${key}`);
        },
      });
    }
  }
  return view;
}

describe('renderBoard', () => {
  it('returns a PNG of the board size', async () => {
    const png = await renderBoard(busyView('public'));
    const { width, height } = await decodePng(png);
    expect([width, height]).toEqual([BOARD_WIDTH, BOARD_HEIGHT]);
  });

  it('renders the public view without ever reading a hidden zone', async () => {
    await expect(renderBoard(poisonHiddenZones(busyView('public')))).resolves.toBeInstanceOf(Buffer);
    await expect(renderBoard(poisonHiddenZones(busyView('alice')))).resolves.toBeInstanceOf(Buffer);
    await expect(renderBoard(poisonHiddenZones(finishedView()))).resolves.toBeInstanceOf(Buffer);
  });

  it('draws the same picture for a player as for spectators: private cards never show', async () => {
    // Alice sits at the bottom in both; her view carries her hand and memory, the public one does not.
    const forAlice = busyView('alice');
    expect(forAlice.players[0]!.hand).not.toBeNull();
    const mine = await renderBoard(forAlice);
    const publicPng = await renderBoard(busyView('public'));
    expect(mine.equals(publicPng)).toBe(true);
  });

  it('seats the viewer at the bottom, and the first player for spectators', () => {
    expect(seating(busyView('bob')).bottom?.id).toBe('bob');
    expect(seating(busyView('bob')).top?.id).toBe('alice');
    expect(seating(busyView('public')).bottom?.id).toBe('alice');
    expect(seating(busyView('someone-else')).bottom?.id).toBe('alice');
  });

  it('flips the board for the other player', async () => {
    const a = await decodePng(await renderBoard(busyView('alice')));
    const b = await decodePng(await renderBoard(busyView('bob')));
    expect(differingPixels(a.ctx, b.ctx, 0, 64, 1220, 930)).toBeGreaterThan(50_000);
  });

  it('shows a rested object differently from an awake one', async () => {
    const awakeView = openingView();
    awakeView.field = [object(FACES.blitzMage, 'alice', { id: 'o-x' })];
    const restedView = openingView();
    restedView.field = [object(FACES.blitzMage, 'alice', { id: 'o-x', rested: true })];
    const awake = await decodePng(await renderBoard(awakeView));
    const rested = await decodePng(await renderBoard(restedView));
    // Alice's field: the bottom half, right of her champion panel.
    const inField = differingPixels(awake.ctx, rested.ctx, 336, 540, 880, 400);
    expect(inField).toBeGreaterThan(5_000);
    // Bob's half is untouched.
    expect(differingPixels(awake.ctx, rested.ctx, 0, 70, 1220, 440)).toBe(0);
  });

  it('changes with the champion damage, the stack, the combat and the result', async () => {
    const base = busyView('public');
    const decoded = async (v: GameView) => (await decodePng(await renderBoard(v))).ctx;
    const reference = await decoded(base);

    const damaged = busyView('public');
    damaged.players[0]!.champion!.damage = 12;
    expect(differingPixels(reference, await decoded(damaged), 0, 540, 340, 400)).toBeGreaterThan(100);

    const noStack = { ...busyView('public'), stack: [] };
    expect(differingPixels(reference, await decoded(noStack), 1228, 64, 372, 300)).toBeGreaterThan(1_000);

    const over = await decoded(finishedView());
    expect(differingPixels(reference, over, 0, 440, 1220, 120)).toBeGreaterThan(20_000);
  });

  it('renders boards with missing pieces: no champion, empty zones, an unknown attacker', async () => {
    const view = openingView();
    view.players[1] = { ...view.players[1]!, champion: null, graveyard: [], lineage: [] };
    view.combat = { attacker: 'gone', defender: null, intent: [], retaliators: ['gone-too'] };
    view.stack = Array.from({ length: 9 }, (_, i) => ({ id: `s${i}`, kind: 'ability' as const, controller: 'nobody', name: `Ability ${i}`, card: null, targets: [] }));
    view.field = Array.from({ length: 30 }, (_, i) => object(FACES.blitzMage, 'alice', { id: `o${i}`, rested: i % 3 === 0 }));
    view.log = Array.from({ length: 80 }, (_, i) => ({ turn: 1, text: `Line ${i} of a long log that wraps onto another line in the side panel` }));
    const { width } = await decodePng(await renderBoard(view));
    expect(width).toBe(BOARD_WIDTH);
  });

  it('falls back to drawn frames when pictures cannot be fetched', async () => {
    const offline = new CardArt({
      cacheDir: null,
      imageUrl: (slug) => `https://images.test/${slug}.jpg`,
      fetch: (() => Promise.reject(new Error('offline'))) as typeof globalThis.fetch,
    });
    const withArt = await renderBoard(busyView('public'), { art: offline, artWaitMs: 500 });
    expect(withArt.equals(await renderBoard(busyView('public')))).toBe(true);
  });
});
