import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/engine/agents/play-game.js';
import { eagerRandomAgent, randomAgent } from '../../src/engine/agents/random-agent.js';
import { randomPoolSetup } from '../../src/engine/agents/random-deck.js';
import { GAME_POOL_DEFS } from '../../src/cards/scripts/index.js';
import { BUILTIN_ABILITIES, abilitySources, activeStatMods, championLevel, conditionMet, enabledElements, listAbilitySources, mayHaveAbilityIn } from '../../src/engine/state/query.js';
import type { Ability } from '../../src/cards/vocabulary.js';
import { readOnly } from '../../src/engine/state/memo.js';
import { runStateBasedChecks, wasSettled } from '../../src/engine/checks/state-based.js';
import { activePermissions } from '../../src/engine/effects/permissions.js';
import { cloneState } from '../../src/engine/state/clone.js';
import { apply } from '../../src/engine/index.js';
import type { GameSetup, GameState } from '../../src/engine/index.js';
import { A, addObject, newGame, passUntil, atMain } from './helpers.js';
import { slugsWithAbility } from '../../src/engine/state/game-facts.js';

// The engine answers some questions through shortcuts (shared ability lists, answers remembered
// while a state is only read, state-based checks not repeated when only Opportunity moved). These
// tests compare every shortcut with the full computation over random games from the scripted pool.

const setup = (seed: number): GameSetup => randomPoolSetup(GAME_POOL_DEFS, seed);

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

  it('objects passed over as unable to have a kind of ability have none of it', { timeout: 120_000 }, () => {
    const kinds: Record<string, (ab: Ability) => boolean> = {
      whenever: (ab) => ab.kind === 'triggered' && ab.trigger.on === 'whenever',
      preventDamage: (ab) => ab.kind === 'static' && ab.effect.kind === 'preventDamage',
      modifyStat: (ab) => ab.kind === 'static' && ab.effect.kind === 'modifyStat',
      keywordStatic: (ab) => ab.kind === 'static' && ab.effect.kind === 'keyword',
      // Enlighten counters' ability aside (builtin, checked by the listing itself).
      activated: (ab) => ab.kind === 'activated' && ab !== BUILTIN_ABILITIES.enlighten,
    };
    const sets = Object.entries(kinds).map(([name, pred]) => ({ name, pred, slugs: slugsWithAbility(pred) }));
    let passedOver = 0;
    let found = 0;
    for (const seed of [14, 15]) {
      playGame(setup(seed), { p1: eagerRandomAgent(seed), p2: eagerRandomAgent(seed + 3) }, { maxSteps: 1500, onStep: (_before, s) => {
        for (const id of s.field) {
          const o = s.objects[id]!;
          for (const k of sets) {
            const has = listAbilitySources(s, o).some((r) => k.pred(r.ability));
            if (has) found++;
            if (!mayHaveAbilityIn(s, o, k.slugs(s.defs))) {
              passedOver++;
              expect(has, `${o.def} has a ${k.name} ability`).toBe(false);
            }
          }
        }
      } });
    }
    expect(passedOver).toBeGreaterThan(1000);
    expect(found).toBeGreaterThan(0);
  });

  it('the stat modifications in force equal a full look at every object\'s abilities', { timeout: 120_000 }, () => {
    let compared = 0;
    for (const seed of [16, 17]) {
      playGame(setup(seed), { p1: eagerRandomAgent(seed), p2: randomAgent(seed + 5) }, { maxSteps: 1500, onStep: (_before, s) => {
        for (const stat of ['power', 'life', 'level'] as const) {
          const full: [string, unknown][] = [];
          for (const id of s.field) {
            const src = s.objects[id]!;
            for (const { ability: ab, def } of listAbilitySources(s, src)) {
              if (ab.kind !== 'static' || ab.effect.kind !== 'modifyStat' || ab.effect.stat !== stat) continue;
              if (ab.condition && !conditionMet(s, src.controller, ab.condition, src, [], undefined, s.defs[def])) continue;
              full.push([src.id, ab.effect]);
            }
          }
          expect(activeStatMods(s, stat).map((m) => [m.src.id, m.effect])).toEqual(full);
          compared++;
        }
      } });
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('answers remembered while a state is only read equal the answers worked out afresh', { timeout: 120_000 }, () => {
    let compared = 0;
    // Games until enough states are compared: how long one seed's game lasts moves as the pool grows.
    for (let seed = 14; seed < 24 && compared <= 300; seed++) playGame(setup(seed), { p1: eagerRandomAgent(seed - 9), p2: eagerRandomAgent(seed - 8) }, { maxSteps: 1500, onStep: (_before, s) => {
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
