import type { Actor, League } from './model.js';
import { audit, fail, type OpResult } from './outcome.js';
import { openRound } from './queries.js';
import { endRound } from './rounds.js';

/**
 * Organiser: closes the league for good. An open Swiss round must be ended first unless
 * forced (missing results are then voided); a ladder rates its open period one last time.
 */
export function closeSeason(league: League, actor: Actor, now: string, options: { force?: boolean } = {}): OpResult {
  if (!actor.isOrganiser) return fail('not-organiser', 'only organisers close a season');
  if (league.status === 'closed') return { ok: true, league, changed: false };
  let next = league;
  if (openRound(next)) {
    if (!options.force) return fail('round-open', 'end the current round first');
    const ended = endRound(next, actor, now, { force: true });
    if (!ended.ok) return ended;
    next = ended.league;
  }
  const ladder = next.kind.type === 'ladder' ? next.kind : null;
  const periodStart = (p: number): number =>
    ladder ? Date.parse(ladder.start) + p * ladder.periodDays * 86_400_000 : Number.POSITIVE_INFINITY;
  // The last period is rated unless the organiser already closed every period of the season.
  if (ladder && next.currentPeriod !== null && periodStart(next.currentPeriod) < Date.parse(ladder.end)) {
    next = {
      ...next,
      currentPeriod: next.currentPeriod + 1,
      audit: [...next.audit, audit(actor, now, 'close-period', { note: `rating period ${next.currentPeriod + 1} (season end)` })],
    };
  }
  return {
    ok: true,
    league: { ...next, status: 'closed', audit: [...next.audit, audit(actor, now, 'close-season')] },
    changed: true,
  };
}
