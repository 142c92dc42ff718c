import { ButtonStyle, ComponentType, MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { ChatInputCommandInteraction, MessageComponentInteraction } from 'discord.js';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { ChallengeService } from '../src/bot/challenge-service.js';
import { challengeText } from '../src/bot/challenge-service.js';
import type { CommandModule } from '../src/bot/command-module.js';
import { actionIndexValue, customIds, parseCustomId } from '../src/bot/custom-ids.js';
import type { MatchService } from '../src/bot/match-service.js';
import type { PracticeService } from '../src/bot/practice-service.js';
import type { Clock } from '../src/bot/ports.js';
import { BOARD_FILE, boardContent, historyContent } from '../src/bot/presenters/board.js';
import type { Row } from '../src/bot/presenters/prompt.js';
import { Responder } from '../src/bot/respond.js';
import { deepLink, parseCitation } from '../src/rules/citation.js';
import type { MatchRecord, TrackedMessage } from '../src/store/records.js';
import type { RuleViolation } from '../src/engine/types.js';

export interface PlayDeps {
  matches: MatchService;
  challenges: ChallengeService;
  clock: Clock;
  logger: Logger;
  renderBoard(record: MatchRecord): Promise<Buffer>;
  /** /play practice (absent: the subcommand says practice is unavailable). */
  practice?: PracticeService;
}

export const data = new SlashCommandBuilder()
  .setName('play')
  .setDescription('Play Grand Archive against someone in this server')
  .addSubcommand((s) =>
    s
      .setName('challenge')
      .setDescription('Challenge someone to a match')
      .addUserOption((o) => o.setName('opponent').setDescription('Who you want to play').setRequired(true))
      .addStringOption((o) => o.setName('deck').setDescription('One of your saved decks, or a house deck (fire, water)').setMaxLength(50)),
  )
  .addSubcommand((s) =>
    s
      .setName('practice')
      .setDescription('Play a practice match against the bot (never counts for leagues)')
      .addStringOption((o) => o.setName('deck').setDescription('One of your saved decks, or a house deck (fire, water)').setMaxLength(50))
      .addStringOption((o) =>
        o
          .setName('level')
          .setDescription('How well the bot plays (default normal)')
          .addChoices({ name: 'easy', value: 'easy' }, { name: 'normal', value: 'normal' }, { name: 'hard', value: 'hard' }),
      ),
  )
  .addSubcommand((s) => s.setName('board').setDescription('Post the board of your current match'))
  .addSubcommand((s) => s.setName('hand').setDescription('See your hand and memory (only you)'))
  .addSubcommand((s) => s.setName('concede').setDescription('Concede your current match'))
  .addSubcommand((s) =>
    s
      .setName('spectate')
      .setDescription("See a match's public board (only you)")
      .addUserOption((o) => o.setName('player').setDescription('A player of the match (default: this thread’s match)')),
  )
  .addSubcommand((s) => s.setName('history').setDescription('What has happened in the match so far (only you)'));

const ChallengeOptions = z.object({ deck: z.string().trim().min(1).max(50).nullable() });
const PracticeOptions = z.object({
  deck: z.string().trim().min(1).max(50).nullable(),
  level: z.enum(['easy', 'normal', 'hard']).nullable().transform((l) => l ?? 'normal'),
});

const NOT_A_PLAYER = 'Only the two players of this match can do that.';
const NO_MATCH = 'I found no match here. Use this in a match thread, or start one with `/play challenge`.';
const STALE_NOTE = '⚠️ That choice was for an earlier moment of the game. Here is what you can do now:';
const NOT_YOUR_MOVE = 'It is not your move right now.';

export function refusalNote(violation: RuleViolation): string {
  const cited = parseCitation(violation.rule);
  const rule = cited ? `[${violation.rule}](<${deepLink(cited.page, cited.anchor)}>)` : violation.rule;
  return `⛔ ${violation.message}\nRule: ${rule}`;
}

function isEphemeral(i: MessageComponentInteraction): boolean {
  return i.message.flags.has(MessageFlags.Ephemeral);
}

function promptTracking(i: { token: string; channelId: string | null }, now: number): TrackedMessage {
  return { channelId: i.channelId, messageId: null, token: i.token, issuedAt: now, ephemeral: true };
}

async function matchFor(i: ChatInputCommandInteraction, deps: PlayDeps): Promise<MatchRecord | undefined> {
  return deps.matches.findMatch(i.channelId, i.user.id);
}

async function boardFiles(record: MatchRecord, deps: PlayDeps) {
  return [{ name: BOARD_FILE, data: await deps.renderBoard(record) }];
}

async function execute(i: ChatInputCommandInteraction, deps: PlayDeps): Promise<void> {
  const sub = i.options.getSubcommand(true);
  const { matches } = deps;
  if (sub === 'challenge') {
    const opponent = i.options.getUser('opponent', true);
    const options = ChallengeOptions.safeParse({ deck: i.options.getString('deck') });
    if (!options.success) return void (await i.reply({ content: 'A deck name has 1 to 50 characters.', flags: MessageFlags.Ephemeral }));
    const r = new Responder(i, 'public');
    const challenge = await deps.challenges.create({
      guildId: i.guildId,
      channelId: i.channelId,
      challenger: { id: i.user.id, name: i.user.displayName },
      opponent: { id: opponent.id, name: opponent.displayName, bot: opponent.bot },
      deck: options.data.deck,
    });
    if ('error' in challenge) return r.sendEphemeral({ content: challenge.error });
    const now = deps.clock.now();
    const deckNote = challenge.deckNote ? `\nDeck “${challenge.challenger.deck}”: ${challenge.deckNote}` : '';
    const message = { content: challengeText(challenge) + deckNote, components: challengeButtons(challenge.id), allowedMentions: { users: [opponent.id] } };
    let messageId: string | null;
    if (r.acknowledged) {
      // Creating the challenge outlived the safety deadline and the responder deferred: edit the deferral.
      await r.settled();
      messageId = (await i.editReply(message)).id;
    } else {
      r.dispose();
      messageId = (await i.reply({ ...message, withResponse: true })).resource?.message?.id ?? null;
    }
    await deps.challenges.attachMessage(challenge.id, { channelId: i.channelId, messageId, token: i.token, issuedAt: now, ephemeral: false });
    return;
  }
  if (sub === 'practice') return practice(i, deps);
  const ephemeral = sub !== 'board';
  const r = new Responder(i, ephemeral ? 'ephemeral' : 'public');
  let record: MatchRecord | undefined;
  if (sub === 'spectate') {
    const player = i.options.getUser('player');
    record = player ? await matches.findMatch(null, player.id) : await matches.findMatch(i.channelId, '');
  } else {
    record = await matchFor(i, deps);
  }
  if (!record) return r.sendEphemeral({ content: NO_MATCH });
  const isPlayer = record.meta.players.some((p) => p.id === i.user.id);
  switch (sub) {
    case 'board':
    case 'spectate': {
      await r.defer();
      const view = deps.matches.publicView(record);
      return r.send({ content: boardContent(view), files: await boardFiles(record, deps) });
    }
    case 'history':
      return r.send({ content: historyContent(deps.matches.publicView(record)) });
    case 'hand': {
      if (!isPlayer) return r.sendEphemeral({ content: NOT_A_PLAYER });
      await r.defer();
      return r.send(await matches.privateView(record, i.user.id));
    }
    case 'concede': {
      if (!isPlayer) return r.sendEphemeral({ content: NOT_A_PLAYER });
      const out = await matches.act(record.id, i.user.id, null, () => ({ type: 'concede' }));
      if (out.kind === 'applied') {
        await r.send({ content: 'You conceded the match.' });
        await matches.publish(out.record);
        return;
      }
      if (out.kind === 'refused') return r.send({ content: refusalNote(out.violation) });
      return r.send({ content: out.kind === 'over' ? 'That match is already over.' : 'The match could not be conceded.' });
    }
  }
}

async function practice(i: ChatInputCommandInteraction, deps: PlayDeps): Promise<void> {
  const options = PracticeOptions.safeParse({ deck: i.options.getString('deck'), level: i.options.getString('level') });
  if (!options.success) {
    return void (await i.reply({ content: 'A deck name has 1 to 50 characters, and the level is easy, normal or hard.', flags: MessageFlags.Ephemeral }));
  }
  if (!deps.practice) return void (await i.reply({ content: 'Practice matches are not available on this bot.', flags: MessageFlags.Ephemeral }));
  const r = new Responder(i, 'public');
  const out = await deps.practice.start({
    guildId: i.guildId,
    channelId: i.channelId,
    user: { id: i.user.id, name: i.user.displayName },
    deck: options.data.deck,
    level: options.data.level,
  });
  if (out.kind === 'error') return r.sendEphemeral({ content: `The practice match could not start: ${out.error}` });
  const where = out.match.meta.threadId ?? out.match.meta.channelId;
  const deckNote = out.deckNote ? `\nYour deck: ${out.deckNote}` : '';
  return r.send({
    content: `🎯 ${i.user.displayName} starts a practice match against the bot (${options.data.level}, deck ${out.botDeck}). Practice never counts for leagues. Play in <#${where}>.${deckNote}`,
  });
}

export function challengeButtons(challengeId: string): Row[] {
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        { type: ComponentType.Button, style: ButtonStyle.Success, label: 'Accept', custom_id: customIds.challenge(challengeId, true) },
        { type: ComponentType.Button, style: ButtonStyle.Secondary, label: 'Decline', custom_id: customIds.challenge(challengeId, false) },
      ],
    },
  ];
}

/** A click on a legal action (button or select menu). */
async function onAction(i: MessageComponentInteraction, deps: PlayDeps, matchId: string, version: number, index: number): Promise<void> {
  const ephemeral = isEphemeral(i);
  const r = new Responder(i, ephemeral ? 'update' : 'ephemeral');
  const user = i.user.id;
  const tracked = promptTracking(i, deps.clock.now());
  const out = await deps.matches.act(matchId, user, version, (legal) => legal[index], ephemeral ? tracked : undefined);
  const show = (record: MatchRecord, note?: string) => r.send(deps.matches.prompt(record, user, 0, note));
  switch (out.kind) {
    case 'missing':
      return r.sendEphemeral({ content: 'This match no longer exists.' });
    case 'stranger':
      return r.sendEphemeral({ content: NOT_A_PLAYER });
    case 'over':
      return show(out.record, 'The game is over.');
    case 'stale':
      await show(out.record, STALE_NOTE);
      if (ephemeral) await deps.matches.rememberPrompt(matchId, user, tracked);
      return;
    case 'not-your-move':
      return show(out.record, NOT_YOUR_MOVE);
    case 'refused':
      return show(out.record, refusalNote(out.violation));
    case 'applied':
      await show(out.record);
      await deps.matches.publish(out.record, { except: ephemeral ? user : undefined });
      return;
  }
}

const components: NonNullable<CommandModule<PlayDeps>['components']> = {
  m: async (i, deps) => {
    const id = parseCustomId(i.customId);
    if (id?.kind !== 'action') return void (await i.reply({ content: 'That button is malformed.', flags: MessageFlags.Ephemeral }));
    await onAction(i, deps, id.matchId, id.version, id.index);
  },
  ms: async (i, deps) => {
    const id = parseCustomId(i.customId);
    const value = i.isStringSelectMenu() ? actionIndexValue.safeParse(i.values[0]) : null;
    if (id?.kind !== 'select' || !value?.success) return void (await i.reply({ content: 'That menu is malformed.', flags: MessageFlags.Ephemeral }));
    await onAction(i, deps, id.matchId, id.version, value.data);
  },
  mp: async (i, deps) => {
    const id = parseCustomId(i.customId);
    if (id?.kind !== 'page') return void (await i.reply({ content: 'That button is malformed.', flags: MessageFlags.Ephemeral }));
    const r = new Responder(i, isEphemeral(i) ? 'update' : 'ephemeral');
    const record = await deps.matches.getMatch(id.matchId);
    if (!record) return r.sendEphemeral({ content: 'This match no longer exists.' });
    if (!record.meta.players.some((p) => p.id === i.user.id)) return r.sendEphemeral({ content: NOT_A_PLAYER });
    const stale = record.state.version !== id.version;
    return r.send(deps.matches.prompt(record, i.user.id, stale ? 0 : id.page, stale ? STALE_NOTE : undefined));
  },
  op: async (i, deps) => {
    const id = parseCustomId(i.customId);
    if (id?.kind !== 'openPrompt') return void (await i.reply({ content: 'That button is malformed.', flags: MessageFlags.Ephemeral }));
    const r = new Responder(i, 'ephemeral');
    const record = await deps.matches.getMatch(id.matchId);
    if (!record) return r.sendEphemeral({ content: 'This match no longer exists.' });
    if (!record.meta.players.some((p) => p.id === i.user.id)) return r.sendEphemeral({ content: NOT_A_PLAYER });
    await r.send(deps.matches.prompt(record, i.user.id));
    await deps.matches.rememberPrompt(record.id, i.user.id, promptTracking(i, deps.clock.now()));
  },
  hand: async (i, deps) => {
    const id = parseCustomId(i.customId);
    if (id?.kind !== 'hand') return void (await i.reply({ content: 'That button is malformed.', flags: MessageFlags.Ephemeral }));
    const r = new Responder(i, 'ephemeral');
    const record = await deps.matches.getMatch(id.matchId);
    if (!record) return r.sendEphemeral({ content: 'This match no longer exists.' });
    if (!record.meta.players.some((p) => p.id === i.user.id)) return r.sendEphemeral({ content: NOT_A_PLAYER });
    await r.defer();
    await r.send(await deps.matches.privateView(record, i.user.id));
  },
  ch: async (i, deps) => {
    const id = parseCustomId(i.customId);
    if (id?.kind !== 'challenge') return void (await i.reply({ content: 'That button is malformed.', flags: MessageFlags.Ephemeral }));
    const r = new Responder(i, 'update');
    const current = await deps.challenges.get(id.challengeId);
    const mayAnswer = current && (current.opponent.id === i.user.id || (!id.accept && current.challenger.id === i.user.id));
    if (current && !mayAnswer) return r.sendEphemeral({ content: 'This challenge is not addressed to you.' });
    if (id.accept && current?.status === 'open') await r.defer();
    const out = await deps.challenges.answer(id.challengeId, i.user.id, id.accept);
    switch (out.kind) {
      case 'missing':
        return r.sendEphemeral({ content: 'That challenge no longer exists.' });
      case 'not-yours':
        return r.sendEphemeral({ content: 'This challenge is not addressed to you.' });
      case 'closed':
        return r.sendEphemeral({ content: `That challenge is already ${out.challenge.status}.` });
      case 'failed':
        return r.send({ content: `The match could not start: ${out.error}` });
      case 'accepted': {
        const where = out.match.meta.threadId ?? out.match.meta.channelId;
        return r.send({ content: `${challengeText(out.challenge)} Play in <#${where}>.` });
      }
      default:
        return r.send({ content: challengeText(out.challenge) });
    }
  },
};

export const play: CommandModule<PlayDeps> = { data, execute, components };
export default play;
