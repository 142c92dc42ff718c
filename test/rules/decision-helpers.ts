// Answering the decisions added for resolution choices (test/rules/resolution-choices-edge.test.ts):
// a "choose one" trigger's mode (triggerMode) and the order of cards put under a deck (orderBottom).
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/index.js';
import type { Action, RuleViolation } from '../../src/engine/types.js';
import type { Ctx } from '../../src/engine/flow/ctx.js';
import { advance } from '../../src/engine/flow/phases.js';
import { resumeResolution } from '../../src/engine/play/resume.js';
import { answerTriggerMode, triggerModeAnswers } from '../../src/engine/play/activation.js';
import { answerOrderBottom, orderBottomAnswers } from '../../src/engine/effects/mastery-abilities.js';
import { act } from '../engine/helpers.js';

/**
 * Answer the pending triggerMode / orderBottom decision. Through `act` once legal.ts and apply.ts
 * know these decisions; until then straight through the answering functions (the same ones those
 * hooks call), then the game moves on as `apply` would.
 */
export function decide(s: GameState, who: string, action: Action): GameState {
  let listed = false;
  try {
    listed = legalActions(s, who).some((a) => JSON.stringify(a) === JSON.stringify(action));
  } catch { /* decision not hooked into legal.ts yet */ }
  if (listed) return act(s, who, action);
  const ctx: Ctx = { s: structuredClone(s), events: [] };
  const d = ctx.s.pending;
  let v: RuleViolation | null = null;
  if (d?.kind === 'triggerMode') v = answerTriggerMode(ctx, who, d, action);
  else if (d?.kind === 'orderBottom' && action.type === 'chooseCard') v = answerOrderBottom(ctx, who, d, action.card, (r) => resumeResolution(ctx, r));
  else throw new Error(`cannot answer ${d?.kind} with ${action.type}`);
  if (v) throw new Error(v.message);
  advance(ctx);
  return ctx.s;
}

/** The answers offered for the pending triggerMode / orderBottom decision. */
export function offered(s: GameState): Action[] {
  const d = s.pending;
  if (d?.kind === 'triggerMode') return triggerModeAnswers(d);
  if (d?.kind === 'orderBottom') return orderBottomAnswers(d);
  return [];
}

