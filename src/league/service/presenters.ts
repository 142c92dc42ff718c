import type { APIEmbed } from 'discord.js';
import type { LeagueTable } from '../../../render/league.js';
import {
  ladderLeaderboard,
  missingResults,
  swissStandings,
  type League,
  type Match,
  type MissingResult,
} from '../index.js';
import { openRound, roundMatches } from '../queries.js';
import type { LeagueMeta } from './league-store.js';

// Text and tables for league messages. Embeds mention players (Discord shows their current
// names); pictures and CSVs use the names remembered in the league's meta.

export const LEAGUE_COLOUR = 0xf2c230;
const EMBED_DESCRIPTION_MAX = 4000;

export function nameOf(meta: LeagueMeta, userId: string): string {
  return meta.names[userId] ?? `player …${userId.slice(-4)}`;
}

export const mention = (id: string): string => `<@${id}>`;
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

export function scoreText(match: Match): string {
  if (!match.result) return '—';
  const { wins, draws } = match.result;
  return `${wins[0]}-${wins[1]}${draws ? `-${draws}` : ''}`;
}

function clip(lines: readonly string[]): string {
  let out = '';
  for (const [i, line] of lines.entries()) {
    const next = out ? `${out}\n${line}` : line;
    if (next.length > EMBED_DESCRIPTION_MAX - 20) return `${out}\n… and ${lines.length - i} more`;
    out = next;
  }
  return out || 'Nothing yet.';
}

export function kindText(league: League): string {
  if (league.kind.type === 'swiss') {
    return `Swiss, ${league.kind.rounds} rounds${league.kind.topCut ? `, top ${league.kind.topCut}` : ''}`;
  }
  return `ladder ${league.kind.start.slice(0, 10)} → ${league.kind.end.slice(0, 10)}, rating periods of ${league.kind.periodDays} days`;
}

export interface LeaguePicture {
  embed: APIEmbed;
  table: LeagueTable;
}

/** Swiss standings or the ladder leaderboard. */
export function standingsView(league: League, meta: LeagueMeta): LeaguePicture {
  const subtitle = `${kindText(league)} · best of ${league.matchLength} · ${league.status}`;
  if (league.kind.type === 'ladder') {
    const rows = ladderLeaderboard(league);
    const lines = rows.map(
      (r) => `**${r.rank}.** ${mention(r.userId)} — ${Math.round(r.rating)} ±${Math.round(r.rd * 2)} · ${r.games} rated${r.unratedGames ? ` (+${r.unratedGames} this period)` : ''}`,
    );
    return {
      embed: { title: `${league.name} — leaderboard`, description: clip(lines), color: LEAGUE_COLOUR, footer: { text: `Glicko-2 · rating period ${(league.currentPeriod ?? 0) + 1} open` } },
      table: {
        title: `${league.name} — leaderboard`,
        subtitle,
        columns: [
          { label: '#', width: 56, align: 'right' },
          { label: 'Player', width: 300 },
          { label: 'Rating', width: 100, align: 'right' },
          { label: 'RD', width: 80, align: 'right' },
          { label: 'Games', width: 90, align: 'right' },
          { label: 'This period', width: 130, align: 'right' },
        ],
        rows: rows.map((r) => [String(r.rank), nameOf(meta, r.userId), String(Math.round(r.rating)), String(Math.round(r.rd)), String(r.games), String(r.unratedGames)]),
        footer: 'Ratings update when a rating period closes.',
      },
    };
  }
  const rows = swissStandings(league);
  const flag = (r: (typeof rows)[number]) => (r.disqualified ? ' (DQ)' : r.dropped ? ' (dropped)' : '');
  const lines = rows.map(
    (r) =>
      `**${r.rank}.** ${mention(r.id)}${flag(r)} — ${r.points} pts · ${r.wins}-${r.losses}-${r.draws} · OMW ${pct(r.omw)} · GW ${pct(r.gw)} · OGW ${pct(r.ogw)}`,
  );
  const played = league.rounds.filter((r) => r.stage === 'swiss' && r.status === 'closed').length;
  const cut = league.kind.topCut;
  return {
    embed: {
      title: `${league.name} — standings`,
      description: clip(lines),
      color: LEAGUE_COLOUR,
      footer: { text: `After ${played} of ${league.kind.rounds} rounds · tiebreakers ${league.tiebreakers.join(', ').toUpperCase()}` },
    },
    table: {
      title: `${league.name} — standings`,
      subtitle: `${subtitle} · after ${played} of ${league.kind.rounds} rounds`,
      columns: [
        { label: '#', width: 50, align: 'right' },
        { label: 'Player', width: 260 },
        { label: 'Pts', width: 64, align: 'right' },
        { label: 'W-L-D', width: 90, align: 'center' },
        { label: 'OMW', width: 90, align: 'right' },
        { label: 'GW', width: 90, align: 'right' },
        { label: 'OGW', width: 90, align: 'right' },
      ],
      rows: rows.map((r) => [String(r.rank), `${nameOf(meta, r.id)}${flag(r)}`, String(r.points), `${r.wins}-${r.losses}-${r.draws}`, pct(r.omw), pct(r.gw), pct(r.ogw)]),
      dimmed: new Set(rows.flatMap((r, i) => (r.dropped || r.disqualified ? [i] : []))),
      highlighted: new Set(cut ? rows.slice(0, cut).flatMap((r, i) => (r.dropped ? [] : [i])) : []),
    },
  };
}

/** The pairings of one round (default: the latest). */
export function pairingsView(league: League, meta: LeagueMeta, roundNumber?: number): LeaguePicture | null {
  const round = roundNumber === undefined ? league.rounds.at(-1) : league.rounds.find((r) => r.number === roundNumber);
  if (!round) return null;
  const matches = roundMatches(league, round);
  const label = `${round.stage === 'top-cut' ? 'Top cut' : 'Round'} ${round.number}${round.status === 'closed' ? ' (closed)' : ''}`;
  const statusText = (m: Match): string => (m.players[1] === null ? 'bye' : m.status === 'confirmed' ? scoreText(m) : m.status);
  const lines = matches.map((m) =>
    m.players[1] === null
      ? `Bye: ${mention(m.players[0])}`
      : `Table ${m.table}: ${mention(m.players[0])} vs ${mention(m.players[1])} — ${statusText(m)} · \`${m.id}\``,
  );
  return {
    embed: { title: `${league.name} — ${label}`, description: clip(lines), color: LEAGUE_COLOUR, footer: { text: 'Report with /league report; your opponent confirms.' } },
    table: {
      title: `${league.name} — ${label}`,
      subtitle: `${kindText(league)} · best of ${league.matchLength}`,
      columns: [
        { label: 'Table', width: 80, align: 'right' },
        { label: 'Player 1', width: 260 },
        { label: 'Player 2', width: 260 },
        { label: 'Result', width: 120, align: 'center' },
      ],
      rows: matches.map((m) => [
        m.table === null ? '—' : String(m.table),
        nameOf(meta, m.players[0]),
        m.players[1] === null ? 'BYE' : nameOf(meta, m.players[1]),
        statusText(m),
      ]),
    },
  };
}

export function missingText(missing: readonly MissingResult[]): string {
  return missing
    .map((m) => `• Table ${m.table ?? '—'} (\`${m.matchId}\`): ${mention(m.players[0])} vs ${mention(m.players[1])} — ${m.status}`)
    .join('\n');
}

export function infoEmbed(league: League): APIEmbed {
  const active = league.players.filter((p) => !p.dropped && !p.disqualified).length;
  const round = openRound(league);
  const lines = [
    `**Kind:** ${kindText(league)}`,
    `**Match length:** best of ${league.matchLength} · **Format:** Standard`,
    `**Decklists:** ${league.decklistsLocked ? 'locked at registration' : 'open'}`,
    `**Status:** ${league.status}`,
    `**Players:** ${league.players.length} (${active} active)`,
  ];
  if (league.kind.type === 'swiss') {
    const played = league.rounds.length;
    lines.push(round ? `**Round ${round.number}** is open: ${missingResults(league).length} result(s) missing.` : `**Rounds paired:** ${played}`);
  } else {
    lines.push(`**Rating period:** ${(league.currentPeriod ?? 0) + 1}`);
  }
  lines.push(`**Created by:** ${mention(league.createdBy)} · id \`${league.id}\` · seed ${league.seed}`);
  if (league.organiserRoleId) lines.push(`**Organiser role:** <@&${league.organiserRoleId}>`);
  return { title: league.name, description: lines.join('\n'), color: LEAGUE_COLOUR };
}

/** Every match of one player, oldest first. */
export function historyEmbed(league: League, userId: string): APIEmbed {
  const mine = league.matches.filter((m) => m.players.includes(userId));
  const lines = mine.map((m) => {
    const where = m.round !== null ? `${m.stage === 'top-cut' ? 'Top cut' : 'Round'} ${m.round}` : `Period ${(m.period ?? league.currentPeriod ?? 0) + 1}`;
    if (m.players[1] === null) return `${where}: bye`;
    const side = m.players[0] === userId ? 0 : 1;
    const opponent = m.players[1 - side] as string;
    if (m.status !== 'confirmed' || !m.result) return `${where}: vs ${mention(opponent)} — ${m.status}`;
    const mineWins = m.result.wins[side] as number;
    const theirs = m.result.wins[1 - side] as number;
    const verdict = mineWins > theirs ? 'won' : mineWins < theirs ? 'lost' : 'drew';
    return `${where}: ${verdict} ${mineWins}-${theirs}${m.result.draws ? `-${m.result.draws}` : ''} vs ${mention(opponent)}`;
  });
  const player = league.players.find((p) => p.userId === userId);
  const status = player?.disqualified ? ' (disqualified)' : player?.dropped ? ' (dropped)' : '';
  return {
    title: `${league.name} — history`,
    description: `${mention(userId)}${status}${player?.deckName ? ` · deck “${player.deckName}”` : ''}\n${clip(lines)}`,
    color: LEAGUE_COLOUR,
  };
}
