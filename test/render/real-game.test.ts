// The renderers against views of a real game played by the engine's own agents: every board
// along the way must render, and the board for a player must be the spectators' board.
import { describe, expect, it } from 'vitest';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../src/cards/fixtures/index.js';
import { playGame } from '../../src/engine/agents/play-game.js';
import { greedyAgent } from '../../src/engine/agents/random-agent.js';
import { view } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import { BOARD_HEIGHT, BOARD_WIDTH, renderBoard } from '../../render/board.js';
import { renderHand } from '../../render/hand.js';
import { pngSize } from '../../render/png.js';

describe('pictures of a real game', () => {
  it('renders boards and hands from the first turn to the result', async () => {
    const states: GameState[] = [];
    const game = playGame(
      { seed: 7, defs: FIXTURE_DEFS, players: [{ id: 'alice', name: 'Alice', deck: FIXTURE_DECKS.fire }, { id: 'bob', name: 'Bob', deck: FIXTURE_DECKS.water }] },
      { alice: greedyAgent(1), bob: greedyAgent(2) },
      { onStep: (_before, after) => states.push(after) },
    );
    expect(game.final.result).not.toBeNull();
    const step = Math.max(1, Math.floor(states.length / 6));
    const picked = [...states.filter((_, i) => i % step === 0), game.final];
    let sawField = false;
    for (const state of picked) {
      const publicView = view(state, 'public');
      sawField ||= publicView.field.length > 0;
      const board = await renderBoard(publicView);
      expect(pngSize(board)).toEqual({ width: BOARD_WIDTH, height: BOARD_HEIGHT });
      const first = publicView.players[0]!.id;
      expect((await renderBoard(view(state, first))).equals(board)).toBe(true);
      const mine = view(state, first).players.find((p) => p.id === first)!;
      expect(mine.hand).not.toBeNull();
      expect(pngSize(await renderHand(mine.hand ?? [], mine.memory))).not.toBeNull();
    }
    expect(sawField).toBe(true);
  });
});
