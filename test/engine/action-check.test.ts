import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quickAction } from '../../src/engine/action-check.js';
import { ActionSchema } from '../../src/engine/schema.js';
import { apply } from '../../src/engine/index.js';
import { eagerRandomAgent, randomAgent } from '../../src/engine/agents/random-agent.js';
import { playGame } from '../../src/engine/agents/play-game.js';
import { randomPoolSetup } from '../../src/engine/agents/random-deck.js';
import { GAME_POOL_DEFS } from '../../src/cards/scripts/index.js';
import type { GameSetup } from '../../src/engine/index.js';
import { newGame } from './helpers.js';

const TYPES = ['pass', 'cancel', 'concede', 'skipMaterialize', 'activate', 'materialize', 'chooseReserve', 'chooseCard', 'ephemerate',
  'attack', 'chooseAttackTarget', 'activateAbility', 'chooseTarget', 'retaliate', 'chooseWeapon', 'chooseFloating', 'searchChoice',
  'orderTrigger', 'glimpseChoice', 'mayAnswer', 'declareX', 'assist', 'starcall', 'Pass', ''];

/** Values near and across the schema's limits, and arbitrary junk. */
const value = fc.oneof(
  fc.constantFrom('c1', 'o12', 'p1', 'x'.repeat(40), 'x'.repeat(41), '', 'top', 'bottom', 'object', 'player', 'card', 'stack', 'middle'),
  fc.constantFrom(0, 1, 20, 21, -1, 1.5, NaN, Infinity, null, true, false, undefined),
  fc.record({ kind: fc.constantFrom('object', 'player', 'card', 'stack', 'zone'), id: fc.oneof(fc.string({ maxLength: 45 }), fc.integer()) }, { requiredKeys: [] }),
  fc.string({ maxLength: 45 }),
  fc.anything(),
);

const actionLike = fc.record({
  type: fc.oneof(fc.constantFrom(...TYPES), fc.anything()),
  card: value, attacker: value, target: value, object: value, index: value, unit: value, weapon: value,
  trigger: value, where: value, accept: value, extra: value,
}, { requiredKeys: ['type'] });

function agreesWithSchema(input: unknown): void {
  const quick = quickAction(input);
  const parsed = ActionSchema.safeParse(input);
  if (quick === null) return; // the schema decides
  expect(parsed.success).toBe(true);
  expect(quick).toEqual(parsed.data);
}

describe('quick action check before the schema (general-rules/general-rules-players.md#player-actions)', () => {
  it('never accepts what the action schema rejects, and returns what the schema would', () => {
    fc.assert(fc.property(fc.oneof(actionLike, fc.anything()), (input) => agreesWithSchema(input)), { numRuns: 5000 });
  });

  it('agrees with the schema on every action offered in random games over the scripted pool', () => {
    const setup = (seed: number): GameSetup => randomPoolSetup(GAME_POOL_DEFS, seed);
    let fast = 0;
    for (const seed of [1, 2]) {
      const agents = seed === 1 ? { p1: randomAgent(7), p2: randomAgent(8) } : { p1: eagerRandomAgent(7), p2: eagerRandomAgent(8) };
      playGame(setup(seed), agents, { maxSteps: 600, onStep: (_before, _after, _who, action) => {
        agreesWithSchema(action);
        agreesWithSchema({ ...action, extra: 'dropped' });
        if (quickAction(action)) fast++;
      } });
    }
    expect(fast).toBeGreaterThan(100); // the fast path really is taken
  });

  it('apply still refuses malformed input on the fast path', () => {
    const s = newGame();
    const who = s.players[s.firstPlayer]!.id;
    for (const bad of [{ type: 'pass', 0: 1 } as unknown, ['pass'], { type: 'activate', card: '' }, { type: 'activate', card: 'c'.repeat(41) },
      { type: 'activateAbility', object: 'o1', index: 1.5 }, { type: 'activateAbility', object: 'o1', index: 21 },
      { type: 'chooseTarget', target: { kind: 'zone', id: 'c1' } }, { type: 'chooseTarget' }, { type: 'glimpseChoice', card: 'c1', where: 'middle' },
      { type: 'mayAnswer', accept: 'yes' }, { type: 'retaliate' }, Object.create({ type: 'attack' })]) {
      const out = apply(s, who, bad);
      const schemaOk = ActionSchema.safeParse(bad).success;
      if (!schemaOk) {
        expect(out.ok).toBe(false);
        if (!out.ok) expect(out.violation.message).toBe('That is not a valid game action.');
      }
    }
  });
});
