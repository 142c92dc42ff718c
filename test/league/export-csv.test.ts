import { describe, expect, it } from 'vitest';
import { csvField, resultsCsv, standingsCsv, toCsv } from '../../src/league/export-csv.js';
import { endRound, setResult, startRound, swissStandings } from '../../src/league/index.js';
import { ORGANISER, at, ok, swissLeague } from './helpers.js';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });

  it('exports standings and results rows', () => {
    let league = swissLeague({ players: ['p1', 'p2', 'p3'], rounds: 1 });
    const s = ok(startRound(league, ORGANISER, at(10)));
    const m = s.matches.find((x) => x.players[1] !== null)!;
    league = ok(setResult(s.league, ORGANISER, m.id, { wins: [2, 1], draws: 0 }, at(11))).league;
    league = ok(endRound(league, ORGANISER, at(12))).league;
    const names = new Map([[m.players[0], 'Ann, "the Ace"']]);

    const standings = standingsCsv(swissStandings(league), names).split('\r\n');
    expect(standings[0]).toBe('rank,player_id,player,points,wins,losses,draws,byes,omw,gw,ogw,dropped,disqualified');
    expect(standings).toHaveLength(5);
    expect(standings.find((line) => line.includes(m.players[0]))).toContain('"Ann, ""the Ace"""');

    const results = resultsCsv(league, names).split('\r\n');
    expect(results[0]).toBe('match_id,stage,round,table,period,player1_id,player1,player2_id,player2,status,player1_wins,player2_wins,draws');
    expect(results).toContain(`${m.id},swiss,1,1,,${m.players[0]},"Ann, ""the Ace""",${m.players[1]},,confirmed,2,1,0`);
    expect(results.some((line) => line.includes(',BYE,,confirmed,2,0,0'))).toBe(true);
  });
});
