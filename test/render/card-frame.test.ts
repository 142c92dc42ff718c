import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cardBox, costLabel, drawCard, markersOf, specOfObject, typeLine } from '../../render/card-frame.js';
import type { CardDrawSpec } from '../../render/card-frame.js';
import { ELEMENT_COLOURS, rgbOf } from '../../render/palette.js';
import { FACES, X_COST_FACE, object } from './fixtures.js';
import { pixel } from './pixels.js';

function draw(spec: CardDrawSpec, width = 200): ReturnType<ReturnType<typeof createCanvas>['getContext']> {
  const canvas = createCanvas(320, 320);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#000000';
  ctx.fillRect(0, 0, 320, 320);
  drawCard(ctx, spec, 0, 0, width);
  return ctx;
}

const close = (a: readonly number[], b: readonly number[], tolerance = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);

describe('card frame', () => {
  it('borders a card in its element colour', () => {
    const fire = draw({ face: FACES.blitzMage });
    expect(close(pixel(fire, 3, 140).slice(0, 3), rgbOf(ELEMENT_COLOURS.FIRE.base))).toBe(true);
    const water = draw({ face: FACES.airshipCruiser });
    expect(close(pixel(water, 3, 140).slice(0, 3), rgbOf(ELEMENT_COLOURS.WATER.base))).toBe(true);
  });

  it('lays a rested card on its side', () => {
    expect(cardBox(200, false)).toEqual({ w: 200, h: 280 });
    expect(cardBox(200, true)).toEqual({ w: 280, h: 200 });
    const awake = draw({ face: FACES.ritaiGuard });
    const rested = draw({ face: FACES.ritaiGuard, rested: true });
    // Below a rested card's box there is only background; an awake card reaches down there.
    expect(pixel(rested, 100, 250)).toEqual([0, 0, 0, 255]);
    expect(pixel(awake, 100, 250)).not.toEqual([0, 0, 0, 255]);
    // And right of an awake card's box there is only background.
    expect(pixel(awake, 250, 100)).toEqual([0, 0, 0, 255]);
    expect(pixel(rested, 250, 100)).not.toEqual([0, 0, 0, 255]);
  });

  it('draws the picture when there is one, and the frame when not', async () => {
    const art = createCanvas(100, 140);
    const a = art.getContext('2d');
    a.fillStyle = '#ff00ff';
    a.fillRect(0, 0, 100, 140);
    const withArt = draw({ face: FACES.blitzMage, art, plain: true });
    expect(pixel(withArt, 100, 140).slice(0, 3)).toEqual([255, 0, 255]);
    const framed = draw({ face: FACES.blitzMage });
    expect(close(pixel(framed, 100, 140).slice(0, 3), [255, 0, 255], 60)).toBe(false);
    // Over a picture on the board, a dark name strip keeps the name legible.
    const overlaid = draw({ face: FACES.blitzMage, art });
    const strip = pixel(overlaid, 12, 280 - 0.34 * 200);
    expect(strip[0] + strip[1] + strip[2]).toBeLessThan(200);
  });

  it('lists damage and counters as markers; durability counters become the durability stat', () => {
    const spec = specOfObject(object(FACES.crescentGlaive, 'alice', { damage: 2, counters: { durability: 1, buff: 3 } }));
    expect(spec.durability).toBe(1);
    expect(markersOf(spec).map((m) => m.text)).toEqual(['DMG 2', 'BUFF 3']);
    expect(specOfObject(object(FACES.crescentGlaive, 'alice')).durability).toBe(3);
    expect(markersOf({ face: FACES.blitzMage })).toEqual([]);
  });

  it('writes the type line and the cost', () => {
    expect(typeLine(FACES.trainingSword)).toBe('Regalia Weapon — Warrior Sword');
    expect(typeLine(FACES.manaroot)).toBe('Token Item — Cleric Herb Adjuvant Root');
    expect(typeLine({ ...FACES.blitzMage, subtypes: [] })).toBe('Ally');
    expect(costLabel(X_COST_FACE)).toBe('X');
    expect(costLabel(FACES.arcaneBlast)).toBe('11');
    expect(costLabel({ ...FACES.blitzMage, cost: { kind: 'none', value: null } })).toBeNull();
  });

  it('marks a memory cost blue and a reserve cost yellow', () => {
    const memory = draw({ face: FACES.lorraine });
    const reserve = draw({ face: FACES.blitzMage });
    // The cost badge centre sits at (16u, 15u); sample beside the digit.
    const [mr, , mb] = pixel(memory, 16 * 2 - 14, 15 * 2);
    const [rr, rg, rb] = pixel(reserve, 16 * 2 - 14, 15 * 2);
    expect(mb).toBeGreaterThan(mr);
    expect(rr > rb && rg > rb).toBe(true);
  });
});
