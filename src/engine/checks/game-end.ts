import type { Ctx } from '../flow/ctx.js';

/** Settle the result once at most one player remains (or none: a draw). */
export function evaluateGameEnd(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.result) return true;
  // Checked after nearly every step: when nobody has lost, there is nothing to settle.
  let anyLost = false;
  for (const p of s.players) if (p.lost) anyLost = true;
  if (!anyLost && s.players.length > 0) return false;
  const remaining = s.players.filter((p) => !p.lost);
  if (remaining.length === 0) {
    s.result = { kind: 'draw', reason: 'all players lost at the same time' };
  } else if (remaining.length === 1 && s.players.length > 1) {
    const losers = s.players.filter((p) => p.lost).map((p) => p.lossReason).filter(Boolean);
    s.result = { kind: 'win', winner: remaining[0]!.id, reason: losers.join('; ') || 'opponent lost' };
  } else return false;
  s.opportunity = null;
  s.pending = null;
  ctx.events.push({ type: 'gameOver', result: s.result });
  return true;
}
