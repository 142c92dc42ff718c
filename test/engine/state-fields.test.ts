// Every field of the game state survives both the working copy `apply` makes (state/clone.ts) and
// saving and loading (schema.ts): a field added to one and not the other is silently lost.
import { describe, expect, it } from 'vitest';
import { SAVED_FIELDS } from '../../src/engine/schema.js';
import { cloneState } from '../../src/engine/state/clone.js';
import { createGame, type GameState } from '../../src/engine/index.js';
import { playGame } from '../../src/engine/agents/play-game.js';
import { randomAgent } from '../../src/engine/agents/random-agent.js';
import { randomPoolSetup } from '../../src/engine/agents/random-deck.js';
import { GAME_POOL_DEFS } from '../../src/cards/scripts/index.js';

describe('state fields', () => {
  it('the working copy keeps every field a saved state has, and no other', () => {
    const s = createGame(randomPoolSetup(GAME_POOL_DEFS, 1)) as unknown as Record<string, unknown>;
    // Optional fields absent at the start: given a value, as an effect would.
    for (const key of SAVED_FIELDS.state) if (s[key] === undefined) s[key] = { set: key };
    for (const p of s.players as Record<string, unknown>[]) for (const key of SAVED_FIELDS.player) if (p[key] === undefined) p[key] = key === 'pantheon' ? [] : { set: key };
    const copy = cloneState(s as unknown as GameState);
    expect(Object.keys(copy.players[0]!).sort()).toEqual([...SAVED_FIELDS.player].sort());
    expect(Object.keys(copy).sort()).toEqual([...SAVED_FIELDS.state].sort());
    for (const key of SAVED_FIELDS.state) expect(copy[key as keyof GameState], key).toBeDefined();
  });

  it('random games only ever hold fields a saved state keeps (state, players, objects)', { timeout: 300_000 }, () => {
    const unknown = new Set<string>();
    const check = (st: GameState) => {
      for (const k of Object.keys(st)) if (!SAVED_FIELDS.state.includes(k)) unknown.add(`state.${k}`);
      for (const p of st.players) for (const k of Object.keys(p)) if (!SAVED_FIELDS.player.includes(k)) unknown.add(`player.${k}`);
      for (const o of Object.values(st.objects)) for (const k of Object.keys(o)) if (!SAVED_FIELDS.object.includes(k)) unknown.add(`object.${k}`);
    };
    for (let seed = 1; seed <= 3; seed++) {
      playGame(randomPoolSetup(GAME_POOL_DEFS, seed), { p1: randomAgent(seed * 11 + 1), p2: randomAgent(seed * 11 + 2) }, {
        maxSteps: 3000,
        onStep: (_before, after) => check(after),
      });
    }
    expect([...unknown]).toEqual([]);
  });
});
