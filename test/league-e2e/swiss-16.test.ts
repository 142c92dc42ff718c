import { EXPECTED_ROUNDS, EXPECTED_STANDINGS } from '../league/swiss-event-16.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swissStandings } from '../../src/league/index.js';
import { ORGANISER, PLAYERS, click, expectRefused, idOf, labelOf, league, startLeagueWorld, storedLeague, type Answer, type LeagueWorld } from './helpers.js';

// The 16-player, 5-round, best-of-3 Swiss event worked by hand in
// test/league/swiss-event-16.test.ts (seed 2025), run here entirely through slash commands
// and button clicks: the lower-numbered player wins, 2-0 when the numbers are 5 or more
// apart and 2-1 otherwise; p12 and p14 draw 1-1 in round 3; p16 drops after round 3.
// Along the way every reporting path and organiser tool is used once, each ending on the
// scripted result, so the final standings must be the hand-computed ones.

const num = (label: string): number => Number(label.slice(1));

function scripted(round: number, a: string, b: string): { aWins: number; bWins: number } {
  if (round === 3 && [a, b].sort().join() === 'p12,p14') return { aWins: 1, bWins: 1 };
  const loserGames = Math.abs(num(a) - num(b)) >= 5 ? 0 : 1;
  return num(a) < num(b) ? { aWins: 2, bWins: loserGames } : { aWins: loserGames, bWins: 2 };
}

interface Pairing {
  table: number | null;
  a: string;
  b: string | null;
  matchId: string | null;
}

/** Reads the pairings embed the bot posted ("Table 3: <@a> vs <@b> — open · `m7`", "Bye: <@a>"). */
function pairingsFromEmbed(answer: Answer): Pairing[] {
  const description = String(answer.message.embeds[0]?.description ?? '');
  return description.split('\n').map((line) => {
    const bye = /^Bye: <@(\d+)>$/.exec(line);
    if (bye) return { table: null, a: labelOf(bye[1]!), b: null, matchId: null };
    const m = /^Table (\d+): <@(\d+)> vs <@(\d+)> — \w+ · `(m\d+)`$/.exec(line);
    if (!m) throw new Error(`unexpected pairings line: ${line}`);
    return { table: Number(m[1]), a: labelOf(m[2]!), b: labelOf(m[3]!), matchId: m[4]! };
  });
}

describe('a 16-player, 5-round Swiss league through the fake Discord', () => {
  let world: LeagueWorld;
  const listings: string[] = [];
  let finalStandings: Answer;
  let exported: Answer;

  beforeAll(async () => {
    world = await startLeagueWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  /** Plays one round's results through the reporting path chosen for each table. */
  async function playRound(round: number, pairings: Pairing[]): Promise<void> {
    const parts: string[] = [];
    for (const [n, p] of pairings.entries()) {
      if (p.b === null) {
        parts.push(`${p.a} bye`);
        continue;
      }
      const { aWins, bWins } = scripted(round, p.a, p.b);
      parts.push(`${p.a}-${p.b} ${aWins}-${bWins}`);
      const [winner, loser] = bWins > aWins ? [p.b, p.a] : [p.a, p.b];
      const [w, l] = [Math.max(aWins, bWins), Math.min(aWins, bWins)];
      const path = `${round}.${n}`;
      if (path === '2.0') {
        // The organiser reports for a player.
        const a = await league(world, ORGANISER.id, 'report-for', { player: { user: idOf(loser) }, wins: l, losses: w });
        expect(a.content).toContain('Result recorded');
      } else if (path === '2.1') {
        // Both players report the same result: the second report confirms the first.
        await league(world, idOf(winner), 'report', { wins: w, losses: l });
        const second = await league(world, idOf(loser), 'report', { wins: l, losses: w });
        expect(second.content).toContain('Both players agree');
      } else if (path === '2.2') {
        // A wrong report is disputed with the button; both report again.
        const wrong = await league(world, idOf(winner), 'report', { wins: w, losses: 0 === l ? 1 : 0 });
        const disputed = await click(world, idOf(loser), wrong.message, 'Dispute');
        expect(disputed.content).toContain('disputed');
        const again = await league(world, idOf(winner), 'report', { wins: w, losses: l });
        expect((await click(world, idOf(loser), again.message, 'Confirm')).content).toContain('confirmed');
      } else if (path === '3.1') {
        // A wrong result gets confirmed by mistake; the organiser fixes it before the round ends.
        const wrong = await league(world, idOf(winner), 'report', { wins: w, losses: l === 0 ? 1 : 0 });
        await click(world, idOf(loser), wrong.message, 'Confirm');
        expectRefused(await league(world, idOf(winner), 'report', { wins: w, losses: l }), /already confirmed/);
        const fixed = await league(world, ORGANISER.id, 'fix-result', { match: p.matchId!, player: { user: idOf(winner) }, wins: w, losses: l, note: 'mistyped' });
        expect(fixed.content).toContain('Result fixed');
      } else if (aWins === bWins) {
        const first = await league(world, idOf(p.a), 'report', { wins: aWins, losses: bWins, draws: 0 });
        expect((await click(world, idOf(p.b), first.message, 'Confirm')).content).toContain('confirmed');
      } else {
        // The usual path: the winner reports, the loser confirms with the button.
        const reported = await league(world, idOf(winner), 'report', { wins: w, losses: l });
        expect(reported.content).toContain('is that right?');
        expect((await click(world, idOf(loser), reported.message, 'Confirm')).content).toContain('confirmed');
      }
    }
    listings.push(parts.join(' | '));
  }

  it('runs registration, five rounds, a drop, and closes', async () => {
    const created = await league(world, ORGANISER.id, 'create', {
      name: 'Summer Swiss',
      kind: 'swiss',
      rounds: 5,
      'match-length': 3,
      seed: 2025,
    });
    expect(created.content).toContain('Summer Swiss');
    for (const p of PLAYERS) expect((await league(world, p.id, 'join')).content).toContain('joined');

    for (let round = 1; round <= 5; round++) {
      let started = await league(world, ORGANISER.id, 'start-round');
      expect(started.ephemeral).toBe(false);
      if (round === 5) {
        // Re-pairing before any result gives the same pairs (rounds after the first follow standings).
        const before = pairingsFromEmbed(started).map((p) => `${p.a}-${p.b}`);
        started = await league(world, ORGANISER.id, 'repair');
        expect(started.content).toContain('Re-paired');
        expect(pairingsFromEmbed(started).map((p) => `${p.a}-${p.b}`)).toEqual(before);
      }
      await playRound(round, pairingsFromEmbed(started));
      const ended = await league(world, ORGANISER.id, 'end-round');
      expect(ended.ephemeral).toBe(false);
      expect(ended.message.attachments.map((a) => a.filename)).toContain('standings.png');
      if (round === 3) expect((await league(world, idOf('p16'), 'drop')).content).toContain('dropped');
    }
    expect(listings).toEqual(EXPECTED_ROUNDS);

    finalStandings = await league(world, PLAYERS[5]!.id, 'standings');
    exported = await league(world, ORGANISER.id, 'export');
    const closed = await league(world, ORGANISER.id, 'close');
    expect(closed.content).toContain('is closed');
    expectRefused(await league(world, PLAYERS[0]!.id, 'report', { wins: 2, losses: 0, league: 'Summer Swiss' }), /no match|closed/i);
  });

  it('ends with the hand-computed standings, in the embed and in the store', async () => {
    const lines = String(finalStandings.message.embeds[0]?.description).split('\n');
    expect(lines.map((l) => labelOf(/<@(\d+)>/.exec(l)![1]!))).toEqual(EXPECTED_STANDINGS.map(([id]) => id));
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    for (const [i, [, points, omw, gw, ogw]] of EXPECTED_STANDINGS.entries()) {
      expect(lines[i]).toContain(`${points} pts`);
      expect(lines[i]).toContain(`OMW ${pct(omw)} · GW ${pct(gw)} · OGW ${pct(ogw)}`);
    }
    expect(lines[15]).toContain('(dropped)');

    const stored = await storedLeague(world, 'Summer Swiss');
    const rows = swissStandings(stored);
    for (const [label, points, omw, gw, ogw] of EXPECTED_STANDINGS) {
      const row = rows.find((r) => r.id === idOf(label))!;
      expect(row.points, label).toBe(points);
      expect(row.omw, `${label} OMW`).toBeCloseTo(omw, 9);
      expect(row.gw, `${label} GW`).toBeCloseTo(gw, 9);
      expect(row.ogw, `${label} OGW`).toBeCloseTo(ogw, 9);
    }
    // Every result change is in the audit log, the fix included.
    expect(stored.audit.filter((e) => e.action === 'set-result').map((e) => e.note)).toEqual(['reported by an organiser', 'mistyped']);
    expect(stored.audit.filter((e) => e.action === 'reject')).toHaveLength(1);
    expect(stored.status).toBe('closed');
  });

  it('exports standings and results as CSV', () => {
    const files = exported.message.attachments;
    expect(files.map((f) => f.filename)).toEqual(['summer-swiss-standings.csv', 'summer-swiss-results.csv']);
    const standings = Buffer.from(files[0]!.bytes!).toString('utf8').trim().split('\r\n');
    expect(standings).toHaveLength(17);
    expect(standings[1]).toMatch(new RegExp(`^1,${idOf('p01')},p01,15,5,0,0,0,0\\.6400,`));
    const results = Buffer.from(files[1]!.bytes!).toString('utf8').trim().split('\r\n');
    expect(results).toHaveLength(1 + 8 * 3 + 8 * 2 + 8 * 0);
  });
});
