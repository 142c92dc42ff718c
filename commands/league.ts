import { ButtonStyle, ComponentType, MessageFlags, SlashCommandBuilder } from 'discord.js';
import type {
  APIActionRowComponent,
  APIComponentInMessageActionRow,
  AutocompleteInteraction,
  ChatInputCommandInteraction,
  MessageComponentInteraction,
  User,
} from 'discord.js';
import { z } from 'zod';
import type { CommandModule } from '../src/bot/command-module.js';
import {
  closeRatingPeriod,
  closeSeason,
  confirmResult,
  createLeague,
  currentMatchOf,
  disqualify,
  drop,
  endRound,
  findMatch,
  join,
  leaderboardCsv,
  ladderLeaderboard,
  recordLadderMatch,
  rejectResult,
  repairRound,
  reportResult,
  resultsCsv,
  setResult,
  standingsCsv,
  startRound,
  swissStandings,
  GameResult,
  type Actor,
  type League,
  type Match,
  type OpResult,
} from '../src/league/index.js';
import { fail } from '../src/league/outcome.js';
import { isOrganiser } from '../src/league/service/organiser.js';
import { deckSnapshot, newLeagueId, newLeagueSeed, type LeagueService, type RunOutcome } from '../src/league/service/league-service.js';
import type { LeagueMeta, LeagueRecord } from '../src/league/service/league-store.js';
import { LeagueReply, type LeaguePayload } from '../src/league/service/reply.js';
import { historyEmbed, infoEmbed, mention, missingText, pairingsView, scoreText, standingsView, type LeaguePicture } from '../src/league/service/presenters.js';
import { renderLeagueTable, type LeagueTable } from '../render/league.js';

export interface LeagueDeps {
  leagues: LeagueService;
  /** Draws standings and pairings; the canvas renderer unless a test swaps it. */
  renderLeagueTable?: (table: LeagueTable) => Promise<Buffer>;
}

const NAME_MAX = 100;
const leagueOption = (o: import('discord.js').SlashCommandStringOption) =>
  o.setName('league').setDescription('Which league (default: the only running one)').setMaxLength(NAME_MAX).setAutocomplete(true);
const games = (name: string, description: string, required: boolean) => (o: import('discord.js').SlashCommandIntegerOption) =>
  o.setName(name).setDescription(description).setMinValue(0).setMaxValue(5).setRequired(required);

export const data = new SlashCommandBuilder()
  .setName('league')
  .setDescription('Community leagues: Swiss events and ladder seasons')
  .setDMPermission(false)
  .addSubcommand((s) =>
    s
      .setName('create')
      .setDescription('Create a league (organisers)')
      .addStringOption((o) => o.setName('name').setDescription('League name').setRequired(true).setMaxLength(NAME_MAX))
      .addStringOption((o) =>
        o.setName('kind').setDescription('Swiss event or ladder season').setRequired(true).addChoices({ name: 'Swiss event', value: 'swiss' }, { name: 'Ladder season', value: 'ladder' }),
      )
      .addIntegerOption((o) => o.setName('match-length').setDescription('Best of 1 or 3 (default 1)').addChoices({ name: 'Best of 1', value: 1 }, { name: 'Best of 3', value: 3 }))
      .addIntegerOption((o) => o.setName('rounds').setDescription('Swiss: number of rounds').setMinValue(1).setMaxValue(20))
      .addIntegerOption((o) =>
        o.setName('top-cut').setDescription('Swiss: single-elimination top cut').addChoices({ name: 'none', value: 0 }, { name: 'top 2', value: 2 }, { name: 'top 4', value: 4 }, { name: 'top 8', value: 8 }),
      )
      .addStringOption((o) => o.setName('start').setDescription('Ladder: first day, YYYY-MM-DD (default today)').setMaxLength(10))
      .addStringOption((o) => o.setName('end').setDescription('Ladder: the day the season ends, YYYY-MM-DD').setMaxLength(10))
      .addIntegerOption((o) => o.setName('period-days').setDescription('Ladder: days per rating period (default 7)').setMinValue(1).setMaxValue(90))
      .addBooleanOption((o) => o.setName('decklists-locked').setDescription('Players register a saved deck that cannot change'))
      .addStringOption((o) => o.setName('format').setDescription('Format').addChoices({ name: 'Standard', value: 'standard' }))
      .addIntegerOption((o) => o.setName('seed').setDescription('Seed of the round-one shuffle (default random; always recorded)').setMinValue(0).setMaxValue(4_294_967_295)),
  )
  .addSubcommand((s) =>
    s
      .setName('join')
      .setDescription('Join a league')
      .addStringOption((o) => o.setName('deck').setDescription('One of your saved decks').setMaxLength(50))
      .addStringOption(leagueOption),
  )
  .addSubcommand((s) => s.setName('drop').setDescription('Leave a league').addStringOption(leagueOption))
  .addSubcommand((s) => s.setName('info').setDescription('What a league is and where it stands').addStringOption(leagueOption))
  .addSubcommand((s) => s.setName('standings').setDescription('Post the standings or leaderboard').addStringOption(leagueOption))
  .addSubcommand((s) =>
    s
      .setName('pairings')
      .setDescription('Post the pairings of a round')
      .addIntegerOption((o) => o.setName('round').setDescription('Round number (default the latest)').setMinValue(1).setMaxValue(40))
      .addStringOption(leagueOption),
  )
  .addSubcommand((s) =>
    s
      .setName('history')
      .setDescription("A player's matches in a league")
      .addUserOption((o) => o.setName('player').setDescription('Whose history (default you)'))
      .addStringOption(leagueOption),
  )
  .addSubcommand((s) =>
    s
      .setName('report')
      .setDescription('Report the result of your match; your opponent confirms')
      .addIntegerOption(games('wins', 'Games you won', true))
      .addIntegerOption(games('losses', 'Games your opponent won', true))
      .addIntegerOption(games('draws', 'Drawn games', false))
      .addUserOption((o) => o.setName('opponent').setDescription('Ladder: who you played'))
      .addStringOption(leagueOption),
  )
  .addSubcommand((s) => s.setName('start-round').setDescription('Pair and open the next round (organisers)').addStringOption(leagueOption))
  .addSubcommand((s) =>
    s
      .setName('end-round')
      .setDescription('Close the open round (organisers)')
      .addBooleanOption((o) => o.setName('force').setDescription('Close even with results missing (they get no result)'))
      .addStringOption(leagueOption),
  )
  .addSubcommand((s) => s.setName('repair').setDescription('Re-pair the open round before any result (organisers)').addStringOption(leagueOption))
  .addSubcommand((s) =>
    s
      .setName('report-for')
      .setDescription("Record a player's result (organisers)")
      .addUserOption((o) => o.setName('player').setDescription('The player the score is given for').setRequired(true))
      .addIntegerOption(games('wins', 'Games the player won', true))
      .addIntegerOption(games('losses', 'Games the opponent won', true))
      .addIntegerOption(games('draws', 'Drawn games', false))
      .addUserOption((o) => o.setName('opponent').setDescription('Ladder: who they played'))
      .addStringOption((o) => o.setName('match').setDescription('Match id (default the player’s current match)').setMaxLength(40))
      .addStringOption(leagueOption),
  )
  .addSubcommand((s) =>
    s
      .setName('fix-result')
      .setDescription('Change a recorded result (organisers)')
      .addStringOption((o) => o.setName('match').setDescription('Match id, as shown in pairings').setRequired(true).setMaxLength(40))
      .addUserOption((o) => o.setName('player').setDescription('The player the score is given for').setRequired(true))
      .addIntegerOption(games('wins', 'Games the player won', true))
      .addIntegerOption(games('losses', 'Games the opponent won', true))
      .addIntegerOption(games('draws', 'Drawn games', false))
      .addStringOption((o) => o.setName('note').setDescription('Why (kept in the audit log)').setMaxLength(200))
      .addStringOption(leagueOption),
  )
  .addSubcommand((s) =>
    s
      .setName('disqualify')
      .setDescription('Disqualify a player (organisers)')
      .addUserOption((o) => o.setName('player').setDescription('Who').setRequired(true))
      .addStringOption((o) => o.setName('reason').setDescription('Why (kept in the audit log)').setMaxLength(200))
      .addStringOption(leagueOption),
  )
  .addSubcommand((s) =>
    s
      .setName('close')
      .setDescription('Close the league or season for good (organisers)')
      .addBooleanOption((o) => o.setName('force').setDescription('Close even with a round open'))
      .addStringOption(leagueOption),
  )
  .addSubcommand((s) =>
    s
      .setName('close-period')
      .setDescription('Ladder: rate the open rating period (organisers)')
      .addBooleanOption((o) => o.setName('force').setDescription('Close it before its end date'))
      .addStringOption(leagueOption),
  )
  .addSubcommand((s) => s.setName('export').setDescription('Standings and results as CSV (organisers)').addStringOption(leagueOption))
  .addSubcommandGroup((g) =>
    g
      .setName('settings')
      .setDescription('Server settings for leagues')
      .addSubcommand((s) =>
        s
          .setName('organiser-role')
          .setDescription('The role whose members organise leagues here (Manage Server)')
          .addRoleOption((o) => o.setName('role').setDescription('The role (leave out to clear it)')),
      ),
  );

// ---------- custom ids (untrusted: parsed with zod) ----------

const leagueId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const matchId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const count = z.coerce.number().int().min(0).max(99);

/** `lgc:<league>:<match>:<wins0>:<wins1>:<draws>`: confirm the report shown (oriented to the match's players). */
const ConfirmId = z
  .tuple([z.literal('lgc'), leagueId, matchId, count, count, count])
  .transform(([, league, match, w0, w1, d]) => ({ league, match, expected: { wins: [w0, w1] as [number, number], draws: d } }));
/** `lgx:<league>:<match>`: dispute the pending report. */
const DisputeId = z.tuple([z.literal('lgx'), leagueId, matchId]).transform(([, league, match]) => ({ league, match }));

export function parseConfirmId(customId: string) {
  const parsed = ConfirmId.safeParse(customId.split(':'));
  return parsed.success ? parsed.data : null;
}
export function parseDisputeId(customId: string) {
  const parsed = DisputeId.safeParse(customId.split(':'));
  return parsed.success ? parsed.data : null;
}

export function confirmButtons(league: string, match: Match, result: GameResult): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        { type: ComponentType.Button, style: ButtonStyle.Success, label: 'Confirm', custom_id: `lgc:${league}:${match.id}:${result.wins[0]}:${result.wins[1]}:${result.draws}` },
        { type: ComponentType.Button, style: ButtonStyle.Danger, label: 'Dispute', custom_id: `lgx:${league}:${match.id}` },
      ],
    },
  ];
}

// ---------- option parsing ----------

const LeagueName = z.string().trim().min(1).max(NAME_MAX).nullable();
const Day = z.iso.date();
const CreateOptions = z
  .object({
    name: z.string().trim().min(1, 'a league needs a name').max(NAME_MAX),
    kind: z.enum(['swiss', 'ladder']),
    matchLength: z.union([z.literal(1), z.literal(3)]),
    rounds: z.number().int().min(1).max(20).nullable(),
    topCut: z.union([z.literal(0), z.literal(2), z.literal(4), z.literal(8)]),
    start: Day.nullable(),
    end: Day.nullable(),
    periodDays: z.number().int().min(1).max(90),
    decklistsLocked: z.boolean(),
    format: z.literal('standard'),
    seed: z.number().int().min(0).max(4_294_967_295).nullable(),
  })
  .refine((o) => o.kind !== 'swiss' || o.rounds !== null, { message: 'a Swiss event needs `rounds`' })
  .refine((o) => o.kind !== 'ladder' || o.end !== null, { message: 'a ladder season needs an `end` date (YYYY-MM-DD)' });
const Score = z.object({ wins: count, losses: count, draws: count });
const Note = z.string().trim().max(200).nullable();

const zodMessage = (e: z.ZodError) => e.issues.map((i) => i.message).join('; ');

// ---------- helpers ----------

function memberRoleIds(i: ChatInputCommandInteraction): string[] {
  const member = i.member;
  if (!member) return [];
  const roles = member.roles as unknown;
  if (Array.isArray(roles)) return roles.filter((r): r is string => typeof r === 'string');
  const cache = (roles as { cache?: Map<string, unknown> }).cache;
  return cache ? [...cache.keys()] : [];
}

async function organiserFor(i: ChatInputCommandInteraction, deps: LeagueDeps, league: League | null): Promise<boolean> {
  const settings = await deps.leagues.store.getSettings(i.guildId as string);
  return isOrganiser(
    { userId: i.user.id, permissions: i.memberPermissions?.bitfield ?? null, roleIds: memberRoleIds(i), guildOwnerId: i.guild?.ownerId ?? null },
    [settings.organiserRoleId, league?.organiserRoleId ?? null],
  );
}

const namesOf = (...users: (User | null | undefined)[]): Record<string, string> =>
  Object.fromEntries(users.filter((u): u is User => !!u && !u.bot).map((u) => [u.id, u.displayName]));

async function pictureFiles(deps: LeagueDeps, picture: LeaguePicture, file: string): Promise<{ name: string; data: Buffer }[]> {
  const render = deps.renderLeagueTable ?? renderLeagueTable;
  return [{ name: file, data: await render(picture.table) }];
}

async function standingsPayload(deps: LeagueDeps, record: { league: League; meta: LeagueMeta }, content?: string): Promise<LeaguePayload> {
  const picture = standingsView(record.league, record.meta);
  const embed = { ...picture.embed, image: { url: 'attachment://standings.png' } };
  return { content, embeds: [embed], files: await pictureFiles(deps, picture, 'standings.png') };
}

async function pairingsPayload(deps: LeagueDeps, record: { league: League; meta: LeagueMeta }, round?: number, content?: string): Promise<LeaguePayload | null> {
  const picture = pairingsView(record.league, record.meta, round);
  if (!picture) return null;
  const embed = { ...picture.embed, image: { url: 'attachment://pairings.png' } };
  return { content, embeds: [embed], files: await pictureFiles(deps, picture, 'pairings.png') };
}

/** A player's score turned into a result oriented to the match's players. */
function oriented(match: Match, userId: string, s: { wins: number; losses: number; draws: number }): GameResult {
  return match.players[0] === userId ? { wins: [s.wins, s.losses], draws: s.draws } : { wins: [s.losses, s.wins], draws: s.draws };
}

function resultLine(match: Match, result: GameResult): string {
  const [a, b] = match.players;
  return `${mention(a)} **${result.wins[0]}-${result.wins[1]}${result.draws ? `-${result.draws}` : ''}** ${b ? mention(b) : 'BYE'}`;
}

const ORGANISERS_ONLY = 'Only organisers can do that (Manage Server, or the organiser role set with `/league settings organiser-role`).';

type Ctx = {
  i: ChatInputCommandInteraction;
  deps: LeagueDeps;
  record: LeagueRecord;
  actor: Actor;
  now: string;
  names: Record<string, string>;
};

/** Runs an operation; on refusal answers privately and returns null. */
async function runOp<E extends object>(
  ctx: Ctx,
  reply: LeagueReply,
  op: (league: League, meta: LeagueMeta) => OpResult<E>,
): Promise<Extract<RunOutcome<E>, { kind: 'ok' }> | null> {
  const out = await ctx.deps.leagues.run(ctx.record.league.id, ctx.names, op);
  if (out.kind === 'missing') {
    await reply.refuse('That league no longer exists.');
    return null;
  }
  if (out.kind === 'failed') {
    const missing = out.error.missing;
    await reply.refuse(`⛔ ${capitalise(out.message)}.${missing?.length ? `\nMissing results:\n${missingText(missing)}` : ''}`);
    return null;
  }
  return out;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------- subcommands ----------

async function create(i: ChatInputCommandInteraction, deps: LeagueDeps): Promise<void> {
  const reply = new LeagueReply(i, 'public');
  if (!(await organiserFor(i, deps, null))) return reply.refuse(ORGANISERS_ONLY);
  const parsed = CreateOptions.safeParse({
    name: i.options.getString('name', true),
    kind: i.options.getString('kind', true),
    matchLength: i.options.getInteger('match-length') ?? 1,
    rounds: i.options.getInteger('rounds'),
    topCut: i.options.getInteger('top-cut') ?? 0,
    start: i.options.getString('start'),
    end: i.options.getString('end'),
    periodDays: i.options.getInteger('period-days') ?? 7,
    decklistsLocked: i.options.getBoolean('decklists-locked') ?? false,
    format: i.options.getString('format') ?? 'standard',
    seed: i.options.getInteger('seed'),
  });
  if (!parsed.success) return reply.refuse(`⛔ ${capitalise(zodMessage(parsed.error))}.`);
  const o = parsed.data;
  const guildId = i.guildId as string;
  const existing = await deps.leagues.store.listGuild(guildId);
  if (existing.some((r) => r.league.status !== 'closed' && r.league.name.toLowerCase() === o.name.toLowerCase())) {
    return reply.refuse(`⛔ A running league is already called “${o.name}”.`);
  }
  const now = deps.leagues.nowIso();
  const settings = await deps.leagues.store.getSettings(guildId);
  const kind =
    o.kind === 'swiss'
      ? { type: 'swiss' as const, rounds: o.rounds as number, topCut: o.topCut }
      : { type: 'ladder' as const, start: o.start ? `${o.start}T00:00:00.000Z` : `${now.slice(0, 10)}T00:00:00.000Z`, end: `${o.end}T00:00:00.000Z`, periodDays: o.periodDays, tau: 0.5 };
  const created = createLeague(
    {
      id: newLeagueId(),
      guildId,
      name: o.name,
      kind,
      matchLength: o.matchLength,
      format: o.format,
      decklistsLocked: o.decklistsLocked,
      organiserRoleId: settings.organiserRoleId,
      seed: o.seed ?? newLeagueSeed(),
    },
    { userId: i.user.id, isOrganiser: true },
    now,
  );
  if (!created.ok) return reply.refuse(`⛔ ${capitalise(created.error.message)}.`);
  const meta: LeagueMeta = { channelId: i.channelId, names: namesOf(i.user), hosted: {} };
  if (!(await deps.leagues.create(created.league, meta))) return reply.refuse('Something collided while creating the league; try again.');
  const how = created.league.kind.type === 'swiss' ? 'Join with `/league join`; an organiser pairs round one with `/league start-round`.' : 'Join with `/league join`; report matches with `/league report`, or play them with `/play challenge` in this channel.';
  await reply.send({ content: `🏁 League **${created.league.name}** created. ${how}`, embeds: [infoEmbed(created.league)] });
}

async function settingsOrganiserRole(i: ChatInputCommandInteraction, deps: LeagueDeps): Promise<void> {
  const reply = new LeagueReply(i, 'ephemeral');
  const canManage =
    ((i.memberPermissions?.bitfield ?? 0n) & (1n << 5n)) !== 0n || ((i.memberPermissions?.bitfield ?? 0n) & (1n << 3n)) !== 0n || i.guild?.ownerId === i.user.id;
  if (!canManage) return reply.refuse('Only members with Manage Server can choose the organiser role.');
  const role = i.options.getRole('role');
  await deps.leagues.store.setSettings(i.guildId as string, { organiserRoleId: role?.id ?? null });
  await reply.send({ content: role ? `Members with <@&${role.id}> now organise leagues here.` : 'The organiser role is cleared: Manage Server only.' });
}

async function withLeague(i: ChatInputCommandInteraction, deps: LeagueDeps, mode: 'public' | 'ephemeral', fn: (ctx: Ctx, reply: LeagueReply) => Promise<void>): Promise<void> {
  const reply = new LeagueReply(i, mode);
  const name = LeagueName.safeParse(i.options.getString('league'));
  if (!name.success) return reply.refuse('A league name has 1 to 100 characters.');
  const resolved = await deps.leagues.resolve(i.guildId as string, name.data);
  if (!resolved.ok) return reply.refuse(resolved.message);
  const organiser = await organiserFor(i, deps, resolved.record.league);
  const ctx: Ctx = {
    i,
    deps,
    record: resolved.record,
    actor: { userId: i.user.id, isOrganiser: organiser },
    now: deps.leagues.nowIso(),
    names: namesOf(i.user),
  };
  try {
    await fn(ctx, reply);
  } finally {
    reply.dispose();
  }
}

const organiserOnly = async (ctx: Ctx, reply: LeagueReply): Promise<boolean> => {
  if (ctx.actor.isOrganiser) return true;
  await reply.refuse(ORGANISERS_ONLY);
  return false;
};

async function joinLeague(ctx: Ctx, reply: LeagueReply): Promise<void> {
  const deckName = z.string().trim().min(1).max(50).nullable().safeParse(ctx.i.options.getString('deck'));
  if (!deckName.success) return reply.refuse('A deck name has 1 to 50 characters.');
  let options: { deckName?: string; deck?: ReturnType<typeof deckSnapshot> } = {};
  if (deckName.data !== null) {
    const deck = await ctx.deps.leagues.d.decks.get(ctx.i.user.id, deckName.data);
    if (!deck) return reply.refuse(`⛔ You have no saved deck called “${deckName.data}”. Import one with \`/deck import\`.`);
    if (!deck.standardLegal) return reply.refuse(`⛔ “${deck.name}” is not legal in Standard; \`/deck show\` lists its problems.`);
    options = ctx.record.league.decklistsLocked ? { deck: deckSnapshot(deck) } : { deckName: deck.name };
  }
  const out = await runOp(ctx, reply, (league) => join(league, ctx.actor, ctx.now, options));
  if (!out) return;
  if (!out.result.changed) return reply.refuse('You are already in this league.');
  const p = out.record.league.players.find((x) => x.userId === ctx.actor.userId);
  const deckNote = p?.deckName ? ` with “${p.deckName}”${out.record.league.decklistsLocked ? ' (locked)' : ''}` : '';
  await reply.send({ content: `✅ ${mention(ctx.actor.userId)} joined **${out.record.league.name}**${deckNote}. ${out.record.league.players.length} player(s) registered.` });
}

async function dropLeague(ctx: Ctx, reply: LeagueReply): Promise<void> {
  const out = await runOp(ctx, reply, (league) => drop(league, ctx.actor, ctx.now));
  if (!out) return;
  if (!out.result.changed) return reply.refuse('You have already dropped.');
  await reply.send({ content: `👋 ${mention(ctx.actor.userId)} dropped from **${out.record.league.name}** and will not be paired again.` });
}

async function report(ctx: Ctx, reply: LeagueReply): Promise<void> {
  const score = Score.safeParse({ wins: ctx.i.options.getInteger('wins', true), losses: ctx.i.options.getInteger('losses', true), draws: ctx.i.options.getInteger('draws') ?? 0 });
  if (!score.success) return reply.refuse('Scores are whole numbers of games.');
  const opponent = ctx.i.options.getUser('opponent');
  const me = ctx.actor.userId;
  const ladder = ctx.record.league.kind.type === 'ladder';
  if (ladder && !opponent) return reply.refuse('On a ladder, say who you played with the `opponent` option.');
  if (opponent?.id === me) return reply.refuse('You cannot play yourself.');
  ctx.names = { ...ctx.names, ...namesOf(opponent) };
  let matchId = '';
  const out = await runOp(ctx, reply, (league): OpResult<{ status: Match['status'] }> => {
    if (league.kind.type === 'ladder') {
      const r = recordLadderMatch(league, ctx.actor, ctx.now, {
        players: [me, opponent!.id],
        result: { wins: [score.data.wins, score.data.losses], draws: score.data.draws },
      });
      if (r.ok) matchId = r.matchId;
      return r;
    }
    const match = currentMatchOf(league, me);
    if (!match) return fail('not-your-match', 'you have no match in the open round of this league');
    if (opponent && !match.players.includes(opponent.id)) return fail('not-your-match', `your current match is not against ${opponent.displayName}`);
    matchId = match.id;
    return reportResult(league, ctx.actor, match.id, { myWins: score.data.wins, opponentWins: score.data.losses, draws: score.data.draws }, ctx.now);
  });
  if (!out) return;
  const match = findMatch(out.record.league, matchId) as Match;
  const other = match.players[0] === me ? match.players[1] : match.players[0];
  if (!out.result.changed) return reply.refuse(`You already reported that; waiting for ${other ? mention(other) : 'your opponent'} to confirm.`);
  switch (out.result.status) {
    case 'confirmed':
      return reply.send({ content: `✅ Both players agree: ${resultLine(match, match.result as GameResult)} (match \`${match.id}\`) is recorded.` });
    case 'disputed':
      return reply.send({
        content: `⚠️ The reports for match \`${match.id}\` disagree. ${mention(match.players[0])} and ${other ? mention(other) : ''}: report again with \`/league report\`, or ask an organiser.`,
        mentionUsers: [match.players[0], ...(other ? [other] : [])],
      });
    default: {
      const pending = match.report?.result as GameResult;
      return reply.send({
        content: `📝 ${mention(me)} reports ${resultLine(match, pending)} (match \`${match.id}\`). ${other ? mention(other) : ''}, is that right?`,
        components: confirmButtons(out.record.league.id, match, pending),
        mentionUsers: other ? [other] : [],
      });
    }
  }
}

async function reportFor(ctx: Ctx, reply: LeagueReply, fix: boolean): Promise<void> {
  if (!(await organiserOnly(ctx, reply))) return;
  const player = ctx.i.options.getUser('player', true);
  const opponent = fix ? null : ctx.i.options.getUser('opponent');
  const score = Score.safeParse({ wins: ctx.i.options.getInteger('wins', true), losses: ctx.i.options.getInteger('losses', true), draws: ctx.i.options.getInteger('draws') ?? 0 });
  const wanted = matchId.nullable().safeParse(ctx.i.options.getString(fix ? 'match' : 'match', fix) ?? null);
  const note = Note.safeParse(fix ? ctx.i.options.getString('note') : null);
  if (!score.success || !wanted.success || !note.success) return reply.refuse('That match id or score is not valid.');
  ctx.names = { ...ctx.names, ...namesOf(player, opponent) };
  let id = '';
  const out = await runOp(ctx, reply, (league): OpResult<{ status: Match['status'] }> => {
    if (league.kind.type === 'ladder' && wanted.data === null) {
      if (!opponent) return fail('invalid-input', 'on a ladder, give the `opponent` too');
      const r = recordLadderMatch(league, ctx.actor, ctx.now, {
        players: [player.id, opponent.id],
        result: { wins: [score.data.wins, score.data.losses], draws: score.data.draws },
      });
      if (r.ok) id = r.matchId;
      return r;
    }
    const match = wanted.data !== null ? findMatch(league, wanted.data) : currentMatchOf(league, player.id);
    if (!match) return fail('match-not-found', wanted.data !== null ? `no match ${wanted.data}` : `${player.displayName} has no match in the open round`);
    if (!match.players.includes(player.id)) return fail('not-your-match', `${player.displayName} did not play match ${match.id}`);
    id = match.id;
    return setResult(league, ctx.actor, match.id, oriented(match, player.id, score.data), ctx.now, note.data ?? (fix ? 'fixed by an organiser' : 'reported by an organiser'));
  });
  if (!out) return;
  const match = findMatch(out.record.league, id) as Match;
  if (!out.result.changed) return reply.refuse(`Match \`${match.id}\` already has that result.`);
  await reply.send({ content: `🛠️ ${fix ? 'Result fixed' : 'Result recorded'} by ${mention(ctx.actor.userId)}: ${resultLine(match, match.result as GameResult)} (match \`${match.id}\`).` });
}

async function startRoundCmd(ctx: Ctx, reply: LeagueReply, again: boolean): Promise<void> {
  if (!(await organiserOnly(ctx, reply))) return;
  const out = await runOp(ctx, reply, (league) => (again ? repairRound(league, ctx.actor, ctx.now) : startRound(league, ctx.actor, ctx.now)));
  if (!out) return;
  const round = out.result.round;
  const payload = await pairingsPayload(ctx.deps, out.record, round.number, `${again ? '🔁 Re-paired' : '🎲 Pairings for'} ${round.stage === 'top-cut' ? 'top cut' : 'round'} ${round.number} of **${out.record.league.name}**.`);
  const players = out.result.matches.flatMap((m) => m.players.filter((p): p is string => p !== null));
  await reply.send({ ...(payload as LeaguePayload), mentionUsers: players });
}

async function endRoundCmd(ctx: Ctx, reply: LeagueReply): Promise<void> {
  if (!(await organiserOnly(ctx, reply))) return;
  const force = ctx.i.options.getBoolean('force') ?? false;
  const out = await runOp(ctx, reply, (league) => endRound(league, ctx.actor, ctx.now, { force }));
  if (!out) return;
  const voided = out.result.missing.length ? `\n${out.result.missing.length} match(es) closed without a result:\n${missingText(out.result.missing)}` : '';
  const closed = out.record.league.rounds.filter((r) => r.status === 'closed').at(-1);
  await reply.send(await standingsPayload(ctx.deps, out.record, `🔔 Round ${closed?.number ?? ''} of **${out.record.league.name}** is over.${voided}`));
}

async function disqualifyCmd(ctx: Ctx, reply: LeagueReply): Promise<void> {
  if (!(await organiserOnly(ctx, reply))) return;
  const player = ctx.i.options.getUser('player', true);
  const reason = Note.safeParse(ctx.i.options.getString('reason'));
  if (!reason.success) return reply.refuse('The reason has at most 200 characters.');
  ctx.names = { ...ctx.names, ...namesOf(player) };
  const out = await runOp(ctx, reply, (league) => disqualify(league, ctx.actor, ctx.now, player.id, reason.data ?? ''));
  if (!out) return;
  if (!out.result.changed) return reply.refuse(`${player.displayName} is already disqualified.`);
  await reply.send({ content: `🚫 ${mention(player.id)} is disqualified from **${out.record.league.name}**${reason.data ? `: ${reason.data}` : '.'}` });
}

async function closeCmd(ctx: Ctx, reply: LeagueReply, period: boolean): Promise<void> {
  if (!(await organiserOnly(ctx, reply))) return;
  const force = ctx.i.options.getBoolean('force') ?? false;
  const out = await runOp(ctx, reply, (league) => (period ? closeRatingPeriod(league, ctx.actor, ctx.now, { force }) : closeSeason(league, ctx.actor, ctx.now, { force })));
  if (!out) return;
  if (!out.result.changed) return reply.refuse('The league is already closed.');
  const text = period ? `📈 Rating period ${out.record.league.currentPeriod ?? 0} of **${out.record.league.name}** is rated.` : `🏆 **${out.record.league.name}** is closed. Final standings:`;
  await reply.send(await standingsPayload(ctx.deps, out.record, text));
}

async function exportCmd(ctx: Ctx, reply: LeagueReply): Promise<void> {
  if (!(await organiserOnly(ctx, reply))) return;
  const { league, meta } = ctx.record;
  const names = new Map(Object.entries(meta.names));
  const slug = league.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || league.id;
  const table = league.kind.type === 'ladder' ? leaderboardCsv(ladderLeaderboard(league), names) : standingsCsv(swissStandings(league), names);
  await reply.send({
    content: `📄 **${league.name}**: ${league.kind.type === 'ladder' ? 'leaderboard' : 'standings'} and every result.`,
    files: [
      { name: `${slug}-${league.kind.type === 'ladder' ? 'leaderboard' : 'standings'}.csv`, data: Buffer.from(table, 'utf8') },
      { name: `${slug}-results.csv`, data: Buffer.from(resultsCsv(league, names), 'utf8') },
    ],
  });
}

async function execute(i: ChatInputCommandInteraction, deps: LeagueDeps): Promise<void> {
  if (!i.inGuild()) return void (await i.reply({ content: 'Leagues live in a server; use this command there.', flags: MessageFlags.Ephemeral }));
  const group = i.options.getSubcommandGroup(false);
  const sub = i.options.getSubcommand(true);
  if (group === 'settings' && sub === 'organiser-role') return settingsOrganiserRole(i, deps);
  switch (sub) {
    case 'create':
      return create(i, deps);
    case 'join':
      return withLeague(i, deps, 'public', joinLeague);
    case 'drop':
      return withLeague(i, deps, 'public', dropLeague);
    case 'info':
      return withLeague(i, deps, 'ephemeral', (ctx, reply) => reply.send({ embeds: [infoEmbed(ctx.record.league)] }));
    case 'standings':
      return withLeague(i, deps, 'public', async (ctx, reply) => reply.send(await standingsPayload(deps, ctx.record)));
    case 'pairings':
      return withLeague(i, deps, 'public', async (ctx, reply) => {
        const round = i.options.getInteger('round') ?? undefined;
        const payload = await pairingsPayload(deps, ctx.record, round);
        return payload ? reply.send(payload) : reply.refuse(round ? `There is no round ${round}.` : 'No round has been paired yet.');
      });
    case 'history':
      return withLeague(i, deps, 'ephemeral', (ctx, reply) => reply.send({ embeds: [historyEmbed(ctx.record.league, i.options.getUser('player')?.id ?? i.user.id)] }));
    case 'report':
      return withLeague(i, deps, 'public', report);
    case 'start-round':
      return withLeague(i, deps, 'public', (ctx, reply) => startRoundCmd(ctx, reply, false));
    case 'repair':
      return withLeague(i, deps, 'public', (ctx, reply) => startRoundCmd(ctx, reply, true));
    case 'end-round':
      return withLeague(i, deps, 'public', endRoundCmd);
    case 'report-for':
      return withLeague(i, deps, 'public', (ctx, reply) => reportFor(ctx, reply, false));
    case 'fix-result':
      return withLeague(i, deps, 'public', (ctx, reply) => reportFor(ctx, reply, true));
    case 'disqualify':
      return withLeague(i, deps, 'public', disqualifyCmd);
    case 'close':
      return withLeague(i, deps, 'public', (ctx, reply) => closeCmd(ctx, reply, false));
    case 'close-period':
      return withLeague(i, deps, 'public', (ctx, reply) => closeCmd(ctx, reply, true));
    case 'export':
      return withLeague(i, deps, 'ephemeral', exportCmd);
    default:
      return void (await i.reply({ content: 'I do not know that league command.', flags: MessageFlags.Ephemeral }));
  }
}

// ---------- buttons ----------

async function onConfirm(i: MessageComponentInteraction, deps: LeagueDeps, accept: boolean): Promise<void> {
  const reply = new LeagueReply(i, 'update');
  const parsed = accept ? parseConfirmId(i.customId) : parseDisputeId(i.customId);
  if (!parsed) return reply.refuse('That button is malformed.');
  const actor: Actor = { userId: i.user.id, isOrganiser: false };
  const now = deps.leagues.nowIso();
  const out = await deps.leagues.run(parsed.league, namesOf(i.user), (league) =>
    accept && 'expected' in parsed ? confirmResult(league, actor, parsed.match, now, parsed.expected) : rejectResult(league, actor, parsed.match, now),
  );
  if (out.kind === 'missing') return reply.refuse('That league no longer exists.');
  if (out.kind === 'failed') return reply.refuse(`⛔ ${capitalise(out.message)}.`);
  const match = findMatch(out.record.league, parsed.match) as Match;
  if (!out.result.changed) {
    return reply.refuse(match.status === 'confirmed' ? `This result is already confirmed: ${scoreText(match)}.` : 'Both players were already asked to report again.');
  }
  if (out.result.status === 'confirmed') {
    return reply.send({ content: `✅ ${mention(i.user.id)} confirmed: ${resultLine(match, match.result as GameResult)} (match \`${match.id}\`).` });
  }
  const [a, b] = match.players;
  return reply.send({
    content: `⚠️ ${mention(i.user.id)} disputed the report for match \`${match.id}\`. ${mention(a)} and ${b ? mention(b) : ''}: report again with \`/league report\`, or ask an organiser.`,
    mentionUsers: [a, ...(b ? [b] : [])],
  });
}

async function autocomplete(i: AutocompleteInteraction, deps: LeagueDeps): Promise<void> {
  if (!i.guildId) return void (await i.respond([]));
  const typed = String(i.options.getFocused()).toLowerCase().slice(0, NAME_MAX);
  const all = await deps.leagues.store.listGuild(i.guildId);
  const choices = all
    .filter((r) => r.league.status !== 'closed' || typed.length > 0)
    .filter((r) => r.league.name.toLowerCase().includes(typed))
    .slice(-25)
    .map((r) => ({ name: `${r.league.name}${r.league.status === 'closed' ? ' (closed)' : ''}`.slice(0, 100), value: r.league.id }));
  await i.respond(choices);
}

export const league: CommandModule<LeagueDeps> = {
  data,
  execute,
  autocomplete,
  components: {
    lgc: (i, deps) => onConfirm(i, deps, true),
    lgx: (i, deps) => onConfirm(i, deps, false),
  },
};
export default league;
