// Memorite Blade (PTM token weapon): its "whenever you activate a Spell card" trigger happens only once
// (game-mechanics/game-mechanics-abilities/abilities-ability-tracking.md#general-rules).
import { describe, expect, it } from 'vitest';
import { defineCard, draw, reserve } from '../../../src/cards/define.js';
import type { GameState } from '../../../src/engine/index.js';
import { A, B, atMain, newGame, passUntil } from '../../engine/helpers.js';
import { currentStat } from '../../../src/engine/state/query.js';
import { place, play } from '../amb/scenario.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';

const memoriteBlade = scriptedDef('memorite-blade');

const spell = defineCard({ slug: 'test-spell', name: 'Test Spell', types: ['ACTION'], subtypes: ['SPELL'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(1)] });
const plain = defineCard({ slug: 'test-plain', name: 'Test Plain', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(1)] });
const power = (s: GameState, o: string) => currentStat(s, s.objects[o]!, 'power');

describe("'memorite-blade' (abilities-ability-tracking.md#general-rules)", () => {
  it('gets +1 POWER for the first Spell card its controller activates only, and keeps it', () => {
    let s = passUntil(newGame({ first: A }), atMain(A));
    let blade: string;
    [s, blade] = place(s, A, memoriteBlade, { card: null, counters: { durability: 2 } });
    expect(power(s, blade)).toBe(0);
    s = play(s, A, plain); // not a Spell
    expect(power(s, blade)).toBe(0);
    s = play(s, A, spell);
    expect(power(s, blade)).toBe(1);
    s = play(s, A, spell); // the ability has already triggered once
    expect(power(s, blade)).toBe(1);
    s = passUntil(passUntil(s, atMain(B)), atMain(A));
    s = play(s, A, spell); // not once per turn: once for this object
    expect(power(s, blade)).toBe(1);
  });

  it("an opponent's Spell card does not trigger it, nor use it up", () => {
    let s = passUntil(newGame({ first: A }), atMain(B));
    let blade: string;
    [s, blade] = place(s, A, memoriteBlade, { card: null, counters: { durability: 2 } });
    s = play(s, B, spell);
    expect(power(s, blade)).toBe(0);
    s = passUntil(s, atMain(A));
    s = play(s, A, spell);
    expect(power(s, blade)).toBe(1);
  });
});
