import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonsOf } from '../discord/fake-discord.js';
import { pngSize } from '../../render/png.js';
import { ORGANISER, OUTSIDER, click, expectRefused, idOf, league, startLeagueWorld, storedLeague, type LeagueWorld } from './helpers.js';

// Safety through the fake Discord: organiser-only tools, reporting only one's own match,
// concurrent identical reports and double clicks counting once, and a restart losing nothing.

describe('league safety, end to end', () => {
  let world: LeagueWorld;
  const [p1, p2, p3, p4] = ['p01', 'p02', 'p03', 'p04'].map(idOf) as [string, string, string, string];

  beforeAll(async () => {
    world = await startLeagueWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it('lets only organisers create a league', async () => {
    const refused = await league(world, p1, 'create', { name: 'Sneaky', kind: 'swiss', rounds: 3 });
    expectRefused(refused, /Only organisers/);
    const created = await league(world, ORGANISER.id, 'create', { name: 'Weekly', kind: 'swiss', rounds: 3, 'match-length': 3, seed: 7 });
    expect(created.ephemeral).toBe(false);
    expect(created.content).toContain('Weekly');
    for (const p of [p1, p2, p3, p4]) expect((await league(world, p, 'join')).content).toContain('joined');
    expectRefused(await league(world, p1, 'join'), /already in this league/);
  });

  it('refuses organiser tools to players, with a private message', async () => {
    for (const [sub, options] of [
      ['start-round', {}],
      ['end-round', {}],
      ['repair', {}],
      ['report-for', { player: { user: p1 }, wins: 2, losses: 0 }],
      ['fix-result', { match: 'm1', player: { user: p1 }, wins: 2, losses: 0 }],
      ['disqualify', { player: { user: p2 } }],
      ['close', {}],
      ['export', {}],
    ] as const) {
      expectRefused(await league(world, p3, sub, options), /Only organisers/);
    }
    expectRefused(await league(world, p3, 'organiser-role', {}, 'settings'), /Manage Server/);
    expect((await storedLeague(world, 'Weekly')).rounds).toEqual([]);
  });

  it('posts pairings as an embed and a picture', async () => {
    const start = await league(world, ORGANISER.id, 'start-round');
    expect(start.ephemeral).toBe(false);
    expect(start.message.embeds[0]?.title).toMatch(/Weekly — Round 1/);
    const png = start.message.attachments.find((a) => a.filename === 'pairings.png');
    expect(png).toBeDefined();
    expect(pngSize(Buffer.from(png!.bytes!))).toMatchObject({ width: expect.any(Number) });
  });

  it('refuses a report from someone who did not play the match', async () => {
    const l = await storedLeague(world, 'Weekly');
    const m1 = l.matches[0]!;
    expectRefused(await league(world, OUTSIDER.id, 'report', { wins: 2, losses: 0 }), /not in this league|no match/i);
    // p1's own match only: naming someone else's opponent is refused.
    const notMine = m1.players[0] === p1 || m1.players[1] === p1 ? l.matches[1]! : m1;
    const other = notMine.players[0];
    const answer = await league(world, p1, 'report', { wins: 2, losses: 0, opponent: { user: other } });
    expectRefused(answer, /not against/);

    // A stranger clicking the confirm button of someone else's report is refused.
    const [a, b] = m1.players as [string, string];
    const reported = await league(world, a, 'report', { wins: 2, losses: 1 });
    expect(reported.content).toContain('reports');
    const stranger = [p1, p2, p3, p4].find((p) => p !== a && p !== b)!;
    expectRefused(await click(world, stranger, reported.message, 'Confirm'), /did not play this match/);
    // The reporter cannot confirm their own report.
    expectRefused(await click(world, a, reported.message, 'Confirm'), /opponent has to confirm/);
    expect((await storedLeague(world, 'Weekly')).matches.find((m) => m.id === m1.id)!.status).toBe('reported');
  });

  it('counts a double click on Confirm once', async () => {
    const l = await storedLeague(world, 'Weekly');
    const m1 = l.matches[0]!;
    const b = m1.players[1]!;
    const reportMessage = world.fake
      .allMessages()
      .filter((m) => buttonsOf(m).some((x) => x.customId?.startsWith(`lgc:${l.id}:${m1.id}:`)))
      .at(-1)!;
    const button = buttonsOf(reportMessage).find((x) => x.label === 'Confirm')!.customId!;
    const first = world.fake.clickButton({ user: b, message: reportMessage, customId: button });
    const second = world.fake.clickButton({ user: b, message: reportMessage, customId: button, stale: true });
    const [r1, r2] = await Promise.all([first.response(), second.response()]);
    const texts = [r1.message?.content ?? '', r2.message?.content ?? ''];
    expect(texts.filter((t) => t.startsWith('✅') && t.includes('confirmed:')).length).toBe(1);
    expect(texts.filter((t) => t.includes('already confirmed')).length).toBe(1);
    const after = await storedLeague(world, 'Weekly');
    expect(after.audit.filter((e) => e.action === 'confirm' && e.matchId === m1.id)).toHaveLength(1);
    expect(after.matches.find((m) => m.id === m1.id)).toMatchObject({ status: 'confirmed', result: { wins: [2, 1], draws: 0 } });
  });

  it('counts two concurrent identical reports once, and the opponent’s matching report confirms', async () => {
    const l = await storedLeague(world, 'Weekly');
    const m2 = l.matches[1]!;
    const [a, b] = m2.players as [string, string];
    const sends = [a, a, b].map((user, n) =>
      world.fake.sendSlashCommand({
        user,
        name: 'league',
        subcommand: 'report',
        options: n < 2 ? { wins: 2, losses: 0 } : { wins: 0, losses: 2 },
      }),
    );
    await Promise.all(sends.map((s) => s.response()));
    const after = await storedLeague(world, 'Weekly');
    const match = after.matches.find((m) => m.id === m2.id)!;
    expect(match).toMatchObject({ status: 'confirmed', result: { wins: [2, 0], draws: 0 } });
    const entries = after.audit.filter((e) => e.matchId === m2.id);
    // Exactly one report and one confirmation, whatever order the three commands ran in.
    expect(entries.map((e) => e.action).sort()).toEqual(['confirm', 'report']);
  });

  it('asks both players again when reports disagree, and the organiser can override', async () => {
    await league(world, ORGANISER.id, 'end-round');
    await league(world, ORGANISER.id, 'start-round');
    const l = await storedLeague(world, 'Weekly');
    const m = l.matches.find((x) => x.round === 2)!;
    const [a, b] = m.players as [string, string];
    await league(world, a, 'report', { wins: 2, losses: 0 });
    const clash = await league(world, b, 'report', { wins: 2, losses: 1 });
    expect(clash.content).toMatch(/disagree/);
    expect((await storedLeague(world, 'Weekly')).matches.find((x) => x.id === m.id)!.status).toBe('disputed');
    // end-round lists what is missing.
    const ending = await league(world, ORGANISER.id, 'end-round');
    expectRefused(ending, /missing/);
    expect(ending.content).toContain(m.id);
    const fixed = await league(world, ORGANISER.id, 'report-for', { player: { user: b }, wins: 2, losses: 1 });
    expect(fixed.content).toContain('Result recorded');
    expect((await storedLeague(world, 'Weekly')).matches.find((x) => x.id === m.id)).toMatchObject({ status: 'confirmed', result: { wins: m.players[0] === b ? [2, 1] : [1, 2] } });
  });

  it('loses nothing in a restart: a new bot on the same SQLite file continues the league', async () => {
    const before = await storedLeague(world, 'Weekly');
    const pending = before.matches.find((x) => x.round === 2 && x.status === 'open')!;
    const [a, b] = pending.players as [string, string];
    const reported = await league(world, a, 'report', { wins: 2, losses: 0 });
    await world.restart();
    const after = await storedLeague(world, 'Weekly');
    expect(after).toEqual((await world.run.bot.deps.leagues.store.get(before.id))!.league);
    expect(after.matches.find((x) => x.id === pending.id)!.status).toBe('reported');
    // The confirm button posted before the restart still works.
    const confirmed = await click(world, b, reported.message, 'Confirm');
    expect(confirmed.content).toContain('confirmed');
    const ended = await league(world, ORGANISER.id, 'end-round');
    expect(ended.message.embeds[0]?.title).toContain('standings');
    const final = await storedLeague(world, 'Weekly');
    expect(final.rounds.map((r) => r.status)).toEqual(['closed', 'closed']);
    expect(final.matches.filter((x) => x.status === 'confirmed')).toHaveLength(4);
  });
});
