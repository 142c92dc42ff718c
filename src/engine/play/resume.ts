import type { Resolution } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { runEffects } from './effects.js';
import { finishResolution } from './resolve.js';
import { afterResolution } from '../flow/phases.js';

/** Go on with a resolution that paused on a choice, and finish it when nothing else stops it. */
export function resumeResolution(ctx: Ctx, r: Resolution): void {
  if (runEffects(ctx, r) === 'paused') return;
  finishResolution(ctx, r.item);
  afterResolution(ctx);
}
