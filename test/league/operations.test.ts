import { describe, expect, it } from 'vitest';
import {
  League,
  confirmResult,
  createLeague,
  disqualify,
  drop,
  endRound,
  join,
  rejectResult,
  repairRound,
  reportResult,
  setResult,
  startRound,
  swissStandings,
  type Match,
} from '../../src/league/index.js';
import { ORGANISER, at, expectError, ids, ok, player, swissLeague } from './helpers.js';

/** A 4-player best-of-3 league with round one started; returns the two paired matches. */
function started(): { league: League; matches: Match[] } {
  const league = swissLeague({ players: ids(4), rounds: 3 });
  const s = ok(startRound(league, ORGANISER, at(10)));
  return { league: s.league, matches: s.matches };
}

const pointsOf = (league: League, id: string): number => swissStandings(league).find((r) => r.id === id)!.points;

describe('league permissions', () => {
  it('only organisers create leagues, start, end and re-pair rounds, set results, disqualify', () => {
    const input = { id: 'x', guildId: '1', name: 'x', kind: { type: 'swiss', rounds: 3, topCut: 0 }, matchLength: 1, seed: 1 };
    expectError(createLeague(input, player('p01'), at(0)), 'not-organiser');
    const league = swissLeague({ players: ids(4), rounds: 3 });
    expectError(startRound(league, player('p01'), at(1)), 'not-organiser');
    const { league: running, matches } = started();
    expectError(repairRound(running, player('p01'), at(11)), 'not-organiser');
    expectError(endRound(running, player('p01'), at(11)), 'not-organiser');
    expectError(setResult(running, player(matches[0]!.players[0]), matches[0]!.id, { wins: [2, 0], draws: 0 }, at(11)), 'not-organiser');
    expectError(disqualify(running, player('p01'), at(11), 'p02', 'x'), 'not-organiser');
  });

  it('lets a player drop themselves but nobody else', () => {
    const league = swissLeague({ players: ids(4), rounds: 3 });
    expectError(drop(league, player('p01'), at(2), 'p02'), 'not-organiser');
    expect(ok(drop(league, player('p01'), at(2))).league.players[0]!.dropped).toBe(true);
    expect(ok(drop(league, ORGANISER, at(2), 'p02')).league.players[1]!.dropped).toBe(true);
  });

  it('refuses a report from someone who did not play the match, organisers included', () => {
    const { league, matches } = started();
    const m = matches[0]!;
    const outsider = ids(4).find((id) => !m.players.includes(id))!;
    expectError(reportResult(league, player(outsider), m.id, { myWins: 2, opponentWins: 0 }, at(11)), 'not-your-match');
    expectError(reportResult(league, ORGANISER, m.id, { myWins: 2, opponentWins: 0 }, at(11)), 'not-your-match');
    expectError(confirmResult(league, player(outsider), m.id, at(11)), 'not-your-match');
  });

  it('rejects malformed and impossible reports', () => {
    const { league, matches } = started();
    const [a] = matches[0]!.players;
    expectError(reportResult(league, player(a), matches[0]!.id, { myWins: -1, opponentWins: 0 }, at(11)), 'invalid-input');
    expectError(reportResult(league, player(a), matches[0]!.id, { myWins: 3, opponentWins: 0 }, at(11)), 'invalid-result');
    expectError(reportResult(league, player(a), matches[0]!.id, { myWins: 2, opponentWins: 2 }, at(11)), 'invalid-result');
    expectError(reportResult(league, player(a), matches[0]!.id, { myWins: 0, opponentWins: 0 }, at(11)), 'invalid-result');
    expectError(reportResult(league, player(a), 'm999', { myWins: 2, opponentWins: 0 }, at(11)), 'match-not-found');
  });
});

describe('reporting and confirming', () => {
  it('is pending until the opponent confirms, and counts once however often it is clicked', () => {
    const { league, matches } = started();
    const m = matches[0]!;
    const [a, b] = m.players as [string, string];
    const reported = ok(reportResult(league, player(a), m.id, { myWins: 2, opponentWins: 1 }, at(11)));
    expect(reported.status).toBe('reported');
    expect(pointsOf(reported.league, a)).toBe(0);

    const again = reportResult(reported.league, player(a), m.id, { myWins: 2, opponentWins: 1 }, at(12));
    expect(ok(again).changed).toBe(false);
    expect(ok(again).league).toBe(reported.league);

    expectError(confirmResult(reported.league, player(a), m.id, at(12)), 'cannot-confirm-own-report');
    const confirmed = ok(confirmResult(reported.league, player(b), m.id, at(13)));
    expect(confirmed.status).toBe('confirmed');
    const twice = ok(confirmResult(confirmed.league, player(b), m.id, at(14)));
    expect(twice.changed).toBe(false);
    const reportAfter = ok(reportResult(confirmed.league, player(b), m.id, { myWins: 1, opponentWins: 2 }, at(14)));
    expect(reportAfter.changed).toBe(false);
    expect(pointsOf(twice.league, a)).toBe(3);
    expect(pointsOf(twice.league, b)).toBe(0);
    expect(twice.league.matches.find((x) => x.id === m.id)!.result).toEqual(
      m.players[0] === a ? { wins: [2, 1], draws: 0 } : { wins: [1, 2], draws: 0 },
    );
    expectError(reportResult(confirmed.league, player(b), m.id, { myWins: 2, opponentWins: 0 }, at(14)), 'already-confirmed');
  });

  it('treats two matching reports as a confirmation (concurrent reports do not double-count)', () => {
    const { league, matches } = started();
    const [a, b] = matches[0]!.players as [string, string];
    const first = ok(reportResult(league, player(a), matches[0]!.id, { myWins: 0, opponentWins: 2 }, at(11)));
    const second = ok(reportResult(first.league, player(b), matches[0]!.id, { myWins: 2, opponentWins: 0 }, at(11)));
    expect(second.status).toBe('confirmed');
    expect(pointsOf(second.league, b)).toBe(3);
    expect(pointsOf(second.league, a)).toBe(0);
  });

  it('asks both again when reports disagree or the opponent rejects', () => {
    const { league, matches } = started();
    const m = matches[0]!;
    const [a, b] = m.players as [string, string];
    const first = ok(reportResult(league, player(a), m.id, { myWins: 2, opponentWins: 0 }, at(11)));
    const clash = ok(reportResult(first.league, player(b), m.id, { myWins: 2, opponentWins: 0 }, at(12)));
    expect(clash.status).toBe('disputed');
    expectError(confirmResult(clash.league, player(a), m.id, at(13)), 'nothing-to-confirm');

    const retry = ok(reportResult(clash.league, player(b), m.id, { myWins: 2, opponentWins: 1 }, at(13)));
    expect(retry.status).toBe('reported');
    const rejected = ok(rejectResult(retry.league, player(a), m.id, at(14)));
    expect(rejected.status).toBe('disputed');
    expect(ok(rejectResult(rejected.league, player(a), m.id, at(15))).changed).toBe(false);
    expect(rejected.league.matches.find((x) => x.id === m.id)!.result).toBeNull();
  });

  it('refuses a stale confirm button after the reporter changed the report', () => {
    const { league, matches } = started();
    const m = matches[0]!;
    const [a, b] = m.players as [string, string];
    const first = ok(reportResult(league, player(a), m.id, { myWins: 2, opponentWins: 0 }, at(11)));
    const shown = first.league.matches.find((x) => x.id === m.id)!.report!.result;
    const changed = ok(reportResult(first.league, player(a), m.id, { myWins: 2, opponentWins: 1 }, at(12)));
    expectError(confirmResult(changed.league, player(b), m.id, at(13), shown), 'stale-report');
    const fresh = changed.league.matches.find((x) => x.id === m.id)!.report!.result;
    expect(ok(confirmResult(changed.league, player(b), m.id, at(13), fresh)).status).toBe('confirmed');
  });

  it('lets an organiser override a dispute and fix a result after the round, with an audit trail', () => {
    const { league, matches } = started();
    const m = matches[0]!;
    const [a, b] = m.players as [string, string];
    let l = ok(reportResult(league, player(a), m.id, { myWins: 2, opponentWins: 0 }, at(11))).league;
    l = ok(rejectResult(l, player(b), m.id, at(12))).league;
    l = ok(setResult(l, ORGANISER, m.id, { wins: [2, 0], draws: 0 }, at(13), 'judge call')).league;
    l = ok(setResult(l, ORGANISER, matches[1]!.id, { wins: [1, 1], draws: 1 }, at(13))).league;
    l = ok(endRound(l, ORGANISER, at(14))).league;
    expect(pointsOf(l, a)).toBe(3);

    const fixed = ok(setResult(l, ORGANISER, m.id, { wins: [0, 2], draws: 0 }, at(20), 'slip was wrong'));
    expect(pointsOf(fixed.league, a)).toBe(0);
    expect(pointsOf(fixed.league, b)).toBe(3);
    expect(ok(setResult(fixed.league, ORGANISER, m.id, { wins: [0, 2], draws: 0 }, at(21))).changed).toBe(false);

    const trail = fixed.league.audit.filter((e) => e.matchId === m.id).map((e) => [e.action, e.by, e.before, e.after, e.note]);
    expect(trail).toEqual([
      ['report', a, null, { wins: [2, 0], draws: 0 }, null],
      ['reject', b, { wins: [2, 0], draws: 0 }, null, 'rejected by the opponent'],
      ['set-result', 'org', null, { wins: [2, 0], draws: 0 }, 'judge call'],
      ['set-result', 'org', { wins: [2, 0], draws: 0 }, { wins: [0, 2], draws: 0 }, 'slip was wrong'],
    ]);
    // A player cannot undo the organiser's fix by reporting again.
    expectError(reportResult(fixed.league, player(a), m.id, { myWins: 2, opponentWins: 0 }, at(22)), 'already-confirmed');
  });

  it('appends an audit entry for every result change', () => {
    const { league, matches } = started();
    const [a, b] = matches[0]!.players as [string, string];
    const base = league.audit.length;
    let l = ok(reportResult(league, player(a), matches[0]!.id, { myWins: 2, opponentWins: 0 }, at(11))).league;
    l = ok(reportResult(l, player(a), matches[0]!.id, { myWins: 2, opponentWins: 0 }, at(11))).league;
    l = ok(confirmResult(l, player(b), matches[0]!.id, at(12))).league;
    l = ok(confirmResult(l, player(b), matches[0]!.id, at(12))).league;
    expect(l.audit.slice(base).map((e) => e.action)).toEqual(['report', 'confirm']);
  });
});

describe('registration', () => {
  it('is idempotent on a repeated join and closes when the event starts', () => {
    const league = swissLeague({ players: ids(4), rounds: 3 });
    const again = ok(join(league, player('p01'), at(3)));
    expect(again.changed).toBe(false);
    const { league: running } = started();
    expectError(join(running, player('late'), at(20)), 'registration-closed');
  });

  it('requires and then locks a decklist when the league locks them', () => {
    const deck = { name: 'Lorraine', entries: [{ section: 'main', slug: 'some-card', count: 4 }] };
    const league = swissLeague({ players: [], rounds: 3, decklistsLocked: true });
    expectError(join(league, player('p01'), at(2)), 'deck-required');
    const joined = ok(join(league, player('p01'), at(2), { deck })).league;
    expect(joined.players[0]!.lockedDeck).toEqual(deck);
    expectError(join(joined, player('p01'), at(3), { deck: { ...deck, name: 'Other' } }), 'deck-locked');
    expect(ok(join(joined, player('p01'), at(3), { deck })).changed).toBe(false);
    expectError(join(joined, player('p02'), at(3), { deck: { name: 'x', entries: [{ section: 'main', slug: 'y', count: 0 }] } }), 'invalid-input');
  });
});

describe('rounds', () => {
  it('refuses to end a round with missing results, listing them, unless forced (voids them)', () => {
    const { league, matches } = started();
    const [m1, m2] = matches as [Match, Match];
    const l = ok(setResult(league, ORGANISER, m1.id, { wins: [2, 0], draws: 0 }, at(11))).league;
    const refused = endRound(l, ORGANISER, at(12));
    expectError(refused, 'missing-results');
    if (refused.ok) throw new Error('unreachable');
    expect(refused.error.missing).toEqual([{ matchId: m2.id, table: m2.table, players: m2.players, status: 'open' }]);

    const forced = ok(endRound(l, ORGANISER, at(12), { force: true }));
    expect(forced.missing.map((x) => x.matchId)).toEqual([m2.id]);
    expect(forced.league.matches.find((x) => x.id === m2.id)!.status).toBe('void');
    expect(swissStandings(forced.league).find((r) => r.id === m2.players[0])!.points).toBe(0);
    expect(forced.league.audit.at(-2)!.action).toBe('void');
    expectError(endRound(forced.league, ORGANISER, at(13)), 'no-open-round');
    // Once the round is over, players cannot report the voided match; an organiser can.
    expectError(reportResult(forced.league, player(m2.players[0]), m2.id, { myWins: 2, opponentWins: 0 }, at(14)), 'round-closed');
    expect(ok(setResult(forced.league, ORGANISER, m2.id, { wins: [2, 0], draws: 0 }, at(14))).status).toBe('confirmed');
  });

  it('re-pairs only before any result, drawing a new shuffle in round one', () => {
    const league = swissLeague({ players: ids(8), rounds: 3 });
    const s = ok(startRound(league, ORGANISER, at(10)));
    expectError(startRound(s.league, ORGANISER, at(10)), 'round-open');
    const dropped = ok(drop(s.league, player('p08'), at(11))).league;
    const re = ok(repairRound(dropped, ORGANISER, at(12)));
    expect(re.round.number).toBe(1);
    expect(re.round.repairs).toBe(1);
    expect(re.round.seed).not.toBe(s.round.seed);
    expect(re.league.rounds).toHaveLength(1);
    expect(re.matches.flatMap((m) => m.players)).not.toContain('p08');
    expect(re.matches.filter((m) => m.players[1] === null)).toHaveLength(1);
    // Old match ids are never reused, so a stale button cannot hit a new pairing.
    const oldIds = new Set(s.matches.map((m) => m.id));
    expect(re.matches.some((m) => oldIds.has(m.id))).toBe(false);

    const m = re.matches.find((x) => x.players[1] !== null)!;
    const reported = ok(reportResult(re.league, player(m.players[0]), m.id, { myWins: 2, opponentWins: 0 }, at(13))).league;
    expectError(repairRound(reported, ORGANISER, at(14)), 'results-exist');
  });

  it('stops after the last Swiss round when there is no top cut', () => {
    let league = swissLeague({ players: ids(2), rounds: 1 });
    const s = ok(startRound(league, ORGANISER, at(10)));
    league = ok(setResult(s.league, ORGANISER, s.matches[0]!.id, { wins: [2, 0], draws: 0 }, at(11))).league;
    league = ok(endRound(league, ORGANISER, at(12))).league;
    expectError(startRound(league, ORGANISER, at(13)), 'no-more-rounds');
  });

  it('disqualifies: awards the open match to the opponent and stops pairing the player', () => {
    const { league, matches } = started();
    const [a, b] = matches[0]!.players as [string, string];
    const dq = ok(disqualify(league, ORGANISER, at(11), a, 'conduct')).league;
    expect(dq.players.find((p) => p.userId === a)).toMatchObject({ disqualified: true, dropped: true, disqualifiedReason: 'conduct' });
    expect(pointsOf(dq, b)).toBe(3);
    expect(ok(disqualify(dq, ORGANISER, at(12), a, 'again')).changed).toBe(false);
    expectError(join(dq, player(a), at(12)), 'registration-closed');
    let l = ok(setResult(dq, ORGANISER, matches[1]!.id, { wins: [2, 0], draws: 0 }, at(12))).league;
    l = ok(endRound(l, ORGANISER, at(13))).league;
    const next = ok(startRound(l, ORGANISER, at(14)));
    expect(next.matches.flatMap((m) => m.players)).not.toContain(a);
    expect(swissStandings(next.league).at(-1)).toMatchObject({ id: a, disqualified: true });
  });

  it('survives a JSON round trip through the schema (a restart loses nothing)', () => {
    const { league, matches } = started();
    const l = ok(reportResult(league, player(matches[0]!.players[0]), matches[0]!.id, { myWins: 2, opponentWins: 0 }, at(11))).league;
    const restored = League.parse(JSON.parse(JSON.stringify(l)));
    expect(restored).toEqual(l);
  });
});
