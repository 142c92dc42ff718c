import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ladderLeaderboard } from '../../src/league/index.js';
import { advanceBoth, buttonId } from '../bot/harness.js';
import { ORGANISER, click, expectRefused, idOf, labelOf, league, startLeagueWorld, storedLeague, type LeagueWorld } from './helpers.js';

// A ladder season rated with Glicko-2, and league matches played with /play that report
// themselves when they end (a concession ends them), all through the fake Discord.

/**
 * Period 1, everyone new at 1500 / RD 350 / volatility 0.06, tau 0.5: p01 beats p02, p03
 * beats p04 (a hosted match p04 concedes), p01 and p04 draw. Glicko-2 by hand (steps 1-8 of
 * Glickman's example; the same script reproduces the paper's 1464.06 / 151.52):
 *   g(phi = 350/173.7178 = 2.01476) = 0.6690, E = 0.5 for every game;
 *   one game:  v = 1/(g^2 x 0.25) = 8.937; delta = v x g x (s - 0.5) = +-2.989;
 *              sigma' = 0.0599997; phi* = sqrt(phi^2 + sigma'^2) = 2.01565;
 *              phi' = (1/phi*^2 + 1/v)^-1/2 = 1.67122 -> RD 290.32;
 *              mu' = +-phi'^2 x g x 0.5 = +-0.93426 -> 1662.31 / 1337.69;
 *   two games (a win or loss and a draw): v = 4.4685, phi' = 1.45872 -> RD 253.40,
 *              mu' = +-phi'^2 x g x 0.5 = +-0.71045 -> 1623.66 / 1376.34.
 */
const EXPECTED_LEADERBOARD: Array<[string, number, number, number]> = [
  // player, rating, RD, rated games
  ['p03', 1662.31, 290.32, 1],
  ['p01', 1623.66, 253.4, 2],
  ['p04', 1376.34, 253.4, 2],
  ['p02', 1337.69, 290.32, 1],
];

describe('ladder seasons and hosted league matches, end to end', () => {
  let world: LeagueWorld;
  const DAY = 86_400_000;
  const LEAGUE_NOTE = /^🏆 \*\*[^*]+\*\*: /;

  beforeAll(async () => {
    // 2025-06-02, noon UTC.
    world = await startLeagueWorld(Date.UTC(2025, 5, 2, 12));
  });
  afterAll(async () => {
    await world?.close();
  });

  /** `challenger` challenges `opponent` with /play, who accepts; `loser` concedes. Resolves with the thread id. */
  async function hostedGame(challenger: string, opponent: string, loser: string): Promise<{ threadId: string; matchId: string; announced: string }> {
    const { fake } = world;
    const res = await fake.sendSlashCommand({ user: challenger, name: 'play', subcommand: 'challenge', options: { opponent: { user: opponent } } }).response();
    const accept = fake.clickButton({ user: opponent, message: res.message!, customId: buttonId(res.message!, 'Accept') });
    await accept.response();
    const threadId = await fake.waitFor(() => /<#(\d+)>/.exec(accept.original?.content ?? '')?.[1], 10_000, 'the match thread');
    const matchId = await fake.waitFor(() => world.run.store.getIndex('thread-match', threadId), 10_000);
    const seen = fake.messages(threadId).filter((m) => LEAGUE_NOTE.test(m.content)).length;
    const concede = await fake.sendSlashCommand({ user: loser, name: 'play', subcommand: 'concede', channelId: threadId }).response();
    expect(concede.message?.content).toContain('conceded');
    const announced = await fake.waitFor(
      () => fake.messages(threadId).filter((m) => LEAGUE_NOTE.test(m.content))[seen]?.content,
      10_000,
      'the league announcement',
    );
    return { threadId, matchId: (await matchId) as string, announced };
  }

  it('runs a ladder season: reports, a hosted match, an organiser result, a rated period', async () => {
    const created = await league(world, ORGANISER.id, 'create', { name: 'June Ladder', kind: 'ladder', end: '2025-06-30', 'period-days': 7 });
    expect(created.content).toContain('June Ladder');
    for (const p of ['p01', 'p02', 'p03', 'p04']) await league(world, idOf(p), 'join', { league: 'June Ladder' });

    // Reported and confirmed.
    const reported = await league(world, idOf('p01'), 'report', { wins: 1, losses: 0, opponent: { user: idOf('p02') }, league: 'June Ladder' });
    expect(reported.content).toContain('is that right?');
    expect((await click(world, idOf('p02'), reported.message, 'Confirm')).content).toContain('confirmed');
    // A ladder report needs an opponent who is in the ladder.
    expectRefused(await league(world, idOf('p01'), 'report', { wins: 1, losses: 0, league: 'June Ladder' }), /opponent/);
    expectRefused(await league(world, idOf('p01'), 'report', { wins: 1, losses: 0, opponent: { user: idOf('p09') }, league: 'June Ladder' }), /not in this league/);

    // Played with /play in the league's channel: it reports itself.
    const hosted = await hostedGame(idOf('p03'), idOf('p04'), idOf('p04'));
    const afterHosted = await storedLeague(world, 'June Ladder');
    const recorded = afterHosted.matches.find((m) => m.source === `play:${hosted.matchId}`)!;
    expect(recorded).toMatchObject({ status: 'confirmed', result: { wins: [1, 0], draws: 0 } });
    expect(recorded.players.map((id) => labelOf(id ?? ''))).toEqual(['p03', 'p04']);

    // The organiser records a draw they witnessed.
    const draw = await league(world, ORGANISER.id, 'report-for', { player: { user: idOf('p01') }, opponent: { user: idOf('p04') }, wins: 0, losses: 0, draws: 1, league: 'June Ladder' });
    expect(draw.content).toContain('Result recorded');

    // The period cannot be rated early without force; a week later it can.
    expectRefused(await league(world, ORGANISER.id, 'close-period', { league: 'June Ladder' }), /runs until/);
    advanceBoth(world.fake, world.time, 7 * DAY);
    const rated = await league(world, ORGANISER.id, 'close-period', { league: 'June Ladder' });
    expect(rated.content).toContain('is rated');

    // Period 2: one more confirmed match, shown but not rated yet.
    const later = await league(world, idOf('p02'), 'report', { wins: 1, losses: 0, opponent: { user: idOf('p03') }, league: 'June Ladder' });
    await click(world, idOf('p03'), later.message, 'Confirm');

    const board = await league(world, idOf('p02'), 'standings', { league: 'June Ladder' });
    expect(board.message.embeds[0]?.title).toBe('June Ladder — leaderboard');
    expect(board.message.attachments.map((a) => a.filename)).toEqual(['standings.png']);
    const lines = String(board.message.embeds[0]?.description).split('\n');
    expect(lines.map((l) => labelOf(/<@(\d+)>/.exec(l)![1]!))).toEqual(EXPECTED_LEADERBOARD.map(([p]) => p));
    for (const [i, [, rating, rd, games]] of EXPECTED_LEADERBOARD.entries()) {
      expect(lines[i]).toContain(`— ${Math.round(rating)} ±${Math.round(rd * 2)} · ${games} rated`);
    }
    expect(lines.find((l) => l.includes(idOf('p02')))).toContain('(+1 this period)');

    const rows = ladderLeaderboard(await storedLeague(world, 'June Ladder'));
    for (const [label, rating, rd, games] of EXPECTED_LEADERBOARD) {
      const row = rows.find((r) => r.userId === idOf(label))!;
      expect(row.rating, `${label} rating`).toBeCloseTo(rating, 1);
      expect(row.rd, `${label} RD`).toBeCloseTo(rd, 1);
      expect(row.games).toBe(games);
    }
  });

  it('records a best-of-1 Swiss pairing played with /play, once', async () => {
    await league(world, ORGANISER.id, 'create', { name: 'Hosted Cup', kind: 'swiss', rounds: 1 });
    for (const p of ['p05', 'p06']) await league(world, idOf(p), 'join', { league: 'Hosted Cup' });
    await league(world, ORGANISER.id, 'start-round', { league: 'Hosted Cup' });
    const { matchId } = await hostedGame(idOf('p06'), idOf('p05'), idOf('p06'));
    const cup = await storedLeague(world, 'Hosted Cup');
    const match = cup.matches[0]!;
    expect(match.status).toBe('confirmed');
    expect(match.source).toBe(`play:${matchId}`);
    const winnerSide = match.players.indexOf(idOf('p05'));
    expect(match.result!.wins[winnerSide]).toBe(1);
    expect(match.result!.wins[1 - winnerSide]).toBe(0);

    // The end of the same hosted match arriving again (a retry, another process) counts once.
    const record = (await world.run.store.getMatch(matchId))!;
    await world.run.bot.deps.leagues.onHostedMatchEnd(record);
    const again = await storedLeague(world, 'Hosted Cup');
    expect(again.audit.filter((e) => e.action === 'set-result')).toHaveLength(1);
    expect(again).toEqual(cup);
  });

  it('never counts a practice match against the bot, though it counts the same result hosted between people', async () => {
    // A finished hosted match between two people outside any league, to take its shape from.
    const { fake } = world;
    const res = await fake.sendSlashCommand({ user: idOf('p11'), name: 'play', subcommand: 'challenge', options: { opponent: { user: idOf('p12') } } }).response();
    const accept = fake.clickButton({ user: idOf('p12'), message: res.message!, customId: buttonId(res.message!, 'Accept') });
    await accept.response();
    const threadId = await fake.waitFor(() => /<#(\d+)>/.exec(accept.original?.content ?? '')?.[1], 10_000, 'the match thread');
    const matchId = (await fake.waitFor(() => world.run.store.getIndex('thread-match', threadId), 10_000)) as string;
    await fake.sendSlashCommand({ user: idOf('p12'), name: 'play', subcommand: 'concede', channelId: threadId }).response();
    // The concession is saved before it is answered.
    const base = (await world.run.store.getMatch(matchId))!;
    expect(base.state.result).not.toBeNull();
    await league(world, ORGANISER.id, 'create', { name: 'Practice Cup', kind: 'swiss', rounds: 1 });
    for (const p of ['p11', 'p12']) await league(world, idOf(p), 'join', { league: 'Practice Cup' });
    await league(world, ORGANISER.id, 'start-round', { league: 'Practice Cup' });
    const practice = { ...base, id: 'practice-1', meta: { ...base.meta, practice: { bot: idOf('p12'), level: 'hard' as const } } };
    await world.run.bot.deps.leagues.onHostedMatchEnd(practice);
    expect((await storedLeague(world, 'Practice Cup')).matches[0]!.status).toBe('open');
    await world.run.bot.deps.leagues.onHostedMatchEnd({ ...base, id: 'hosted-1' });
    expect((await storedLeague(world, 'Practice Cup')).matches[0]!.status).toBe('confirmed');
  });

  it('counts hosted games of a best-of-3 Swiss match until someone wins two', async () => {
    await league(world, ORGANISER.id, 'create', { name: 'Bo3 Cup', kind: 'swiss', rounds: 1, 'match-length': 3 });
    for (const p of ['p07', 'p08']) await league(world, idOf(p), 'join', { league: 'Bo3 Cup' });
    await league(world, ORGANISER.id, 'start-round', { league: 'Bo3 Cup' });
    const first = await hostedGame(idOf('p07'), idOf('p08'), idOf('p08'));
    expect(first.announced).toContain('game 1 counted');
    expect((await storedLeague(world, 'Bo3 Cup')).matches[0]!.status).toBe('open');
    expect((await hostedGame(idOf('p08'), idOf('p07'), idOf('p07'))).announced).toContain('game 2 counted');
    expect((await storedLeague(world, 'Bo3 Cup')).matches[0]!.status).toBe('open');
    const third = await hostedGame(idOf('p07'), idOf('p08'), idOf('p08'));
    expect(third.announced).toContain('result recorded');
    const cup = await storedLeague(world, 'Bo3 Cup');
    const m = cup.matches[0]!;
    const p07 = m.players.indexOf(idOf('p07'));
    expect(m.status).toBe('confirmed');
    expect([m.result!.wins[p07], m.result!.wins[1 - p07]]).toEqual([2, 1]);
  });
});
