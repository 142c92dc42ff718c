import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/engine/agents/play-game.js';
import { eagerRandomAgent, randomAgent } from '../../src/engine/agents/random-agent.js';
import { randomPoolSetup } from '../../src/engine/agents/random-deck.js';
import { SCRIPTED_DEFS } from '../../src/cards/scripts/index.js';
import { abilitySources, activeStatMods, championLevel, enabledElements, listAbilitySources } from '../../src/engine/state/query.js';
import { readOnly } from '../../src/engine/state/memo.js';
import { runStateBasedChecks, wasSettled } from '../../src/engine/checks/state-based.js';
import { activePermissions } from '../../src/engine/effects/permissions.js';
import { cloneState } from '../../src/engine/state/clone.js';
import { apply } from '../../src/engine/index.js';
import type { GameSetup, GameState } from '../../src/engine/index.js';
import { A, addObject, newGame, passUntil, atMain } from './helpers.js';

// The engine answers some questions through shortcuts (shared ability lists, answers remembered
// while a state is only read, state-based checks not repeated when only Opportunity moved). These
// tests compare every shortcut with the full computation over random games from the scripted pool.

const setup = (seed: number): GameSetup => randomPoolSetup(SCRIPTED_DEFS, seed);

/** The questions the read-only scope remembers, asked about one state. */
function answers(s: GameState) {
  return s.players.map((p) => ({
    level: championLevel(s, p.id),
    elements: enabledElements(s, p.id),
    power: activeStatMods(s, 'power').map((m) => [m.src.id, m.effect]),
    life: activeStatMods(s, 'life').map((m) => [m.src.id, m.effect]),
    permissions: activePermissions(s),
    abilities: s.field.map((id) => abilitySources(s, s.objects[id]!)),
  }));
}

describe('shortcuts give the answers of the full computation (game-mechanics/game-mechanics-abilities/README.md#general-rules)', () => {
  it('an object\'s abilities from the shared printed list equal the full listing', { timeout: 120_000 }, () => {
    let compared = 0;
    for (const seed of [11, 12]) {
      playGame(setup(seed), { p1: eagerRandomAgent(seed), p2: randomAgent(seed + 1) }, { maxSteps: 1500, onStep: (_before, s) => {
        for (const id of s.field) {
          const o = s.objects[id]!;
          expect(abilitySources(s, o)).toEqual(listAbilitySources(s, o));
          compared++;
        }
      } });
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('answers remembered while a state is only read equal the answers worked out afresh', { timeout: 120_000 }, () => {
    let compared = 0;
    playGame(setup(13), { p1: eagerRandomAgent(5), p2: eagerRandomAgent(6) }, { maxSteps: 1500, onStep: (_before, s) => {
      // Asked twice inside the scope, so the second answer comes from memory.
      const remembered = readOnly(s, () => {
        answers(s);
        return answers(s);
      });
      expect(remembered).toEqual(answers(s));
      compared++;
    } });
    expect(compared).toBeGreaterThan(300);
  });
});

describe('state-based checks are not repeated when only Opportunity moved (game-mechanics/game-mechanics-miscellaneous-topics/state-based-checks-and-effects.md#types-of-checks)', () => {
  it('in every settled state the engine returns, the checks find nothing to do', { timeout: 120_000 }, () => {
    let settled = 0;
    for (const seed of [21, 22]) {
      playGame(setup(seed), { p1: eagerRandomAgent(seed), p2: eagerRandomAgent(seed + 7) }, { maxSteps: 1500, onStep: (_before, s) => {
        if (!wasSettled(s)) return;
        settled++;
        const ctx = { s: cloneState(s), events: [] };
        expect(runStateBasedChecks(ctx)).toBe(false);
        expect(ctx.s.pending).toBe(s.pending);
      } });
    }
    expect(settled).toBeGreaterThan(200);
  });

  it('a state edited by hand is checked: a unit given lethal damage dies when Opportunity passes', () => {
    let s = passUntil(newGame(), atMain(A));
    let o: string;
    [s, o] = addObject(s, A, 'blitz-mage', { damage: 5 });
    expect(wasSettled(s)).toBe(false);
    const out = apply(s, A, { type: 'pass' });
    expect(out.ok).toBe(true);
    if (out.ok) expect(out.state.objects[o]).toBeUndefined();
  });
});
