import { describe, expect, it } from 'vitest';
import { FIXTURE_DECKS, FIXTURE_DEFS } from '../../src/cards/fixtures/index.js';
import { playGame, replay } from '../../src/engine/agents/play-game.js';
import { randomAgent } from '../../src/engine/agents/random-agent.js';
import { apply, createGame, legalActions, parseGameState } from '../../src/engine/index.js';

const setup = (seed: number) => ({
  seed, defs: FIXTURE_DEFS,
  players: [{ id: 'p1', name: 'One', deck: FIXTURE_DECKS.fire }, { id: 'p2', name: 'Two', deck: FIXTURE_DECKS.water }],
});

describe('replay and serialisation', () => {
  it('setup + the action list reproduces the final state byte for byte', () => {
    const game = playGame(setup(11), { p1: randomAgent(1), p2: randomAgent(2) });
    expect(game.final.result).not.toBeNull();
    expect(JSON.stringify(replay(setup(11), game.actions))).toBe(JSON.stringify(game.final));
  });

  it('a state saved as JSON and loaded through the schema plays on identically', () => {
    const game = playGame(setup(12), { p1: randomAgent(3), p2: randomAgent(4) }, { maxSteps: 150 });
    const saved = JSON.parse(JSON.stringify(game.final));
    const loaded = parseGameState(saved);
    expect(loaded).toEqual(game.final);
    const who = loaded.pending?.player ?? loaded.players[loaded.opportunity!.player]!.id;
    const action = legalActions(loaded, who)[0]!;
    const a = apply(loaded, who, action);
    const b = apply(game.final, who, action);
    // Same content (the schema may order keys differently, which JSON consumers ignore).
    expect(JSON.parse(JSON.stringify(a))).toEqual(JSON.parse(JSON.stringify(b)));
  });

  it('refuses a corrupt saved state', () => {
    const s = createGame(setup(1));
    expect(() => parseGameState({ ...s, players: 'nope' })).toThrow();
    expect(() => parseGameState({ ...s, phase: 'lunch' })).toThrow();
  });

  it('apply never writes to the state it is given, through a whole game (deep-frozen inputs)', () => {
    const deepFreeze = (v: unknown): void => {
      if (v && typeof v === 'object' && !Object.isFrozen(v)) {
        Object.freeze(v);
        for (const x of Object.values(v)) deepFreeze(x);
      }
    };
    const game = playGame(setup(21), { p1: randomAgent(5), p2: randomAgent(6) }, {
      onStep: (_before, after) => deepFreeze(after),
    });
    expect(game.final.result).not.toBeNull();
  });

  it('apply never changes the state it is given', () => {
    const s = createGame(setup(5));
    const before = JSON.stringify(s);
    const who = s.players[s.opportunity!.player]!.id;
    for (const action of legalActions(s, who)) apply(s, who, action);
    expect(JSON.stringify(s)).toBe(before);
  });
});
