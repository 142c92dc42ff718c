import { ButtonStyle, ComponentType, MessageFlags, SlashCommandBuilder } from 'discord.js';
import type { AutocompleteInteraction, ChatInputCommandInteraction, MessageComponentInteraction } from 'discord.js';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { ChallengeService } from '../src/bot/challenge-service.js';
import { challengeText } from '../src/bot/challenge-service.js';
import type { CommandModule } from '../src/bot/command-module.js';
import { actionIndexValue, actionIndexValues, customIds, parseCustomId, type StopCode } from '../src/bot/custom-ids.js';
import type { MatchService } from '../src/bot/match-service.js';
import type { PracticeService } from '../src/bot/practice-service.js';
import type { Clock } from '../src/bot/ports.js';
import { BOARD_FILE, boardContent, historyContent } from '../src/bot/presenters/board.js';
import type { Row } from '../src/bot/presenters/prompt.js';
import { Responder } from '../src/bot/respond.js';
import { deepLink, parseCitation } from '../src/rules/citation.js';
import type { ChallengeRecord, MatchRecord, TrackedMessage } from '../src/store/records.js';
import type { Action, RuleViolation } from '../src/engine/types.js';
import type { DeckStore } from '../src/decks/deck-store.js';
import { passingAction, type StopKind } from '../src/bot/autopilot.js';
import { PassingMode } from '../src/bot/play-settings.js';
import { rematchOf } from '../src/bot/rematch.js';

export interface PlayDeps {
  matches: MatchService;
  challenges: ChallengeService;
  clock: Clock;
  logger: Logger;
  renderBoard(record: MatchRecord): Promise<Buffer>;
  /** Saved decks, for `/play challenge` deck autocomplete (absent on a bot without them). */
  decks?: DeckStore;
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
      .addStringOption((o) => o.setName('deck').setDescription('One of your saved decks, or a house deck (fire, water)').setMaxLength(50).setAutocomplete(true)),
  )
  .addSubcommand((s) =>
    s
      .setName('settings')
      .setDescription('How the bot asks you during matches (no option: show your settings)')
      .addStringOption((o) =>
        o
          .setName('passing')
          .setDescription('auto: the bot passes when passing is all you can do; full control: every window asks you')
          .addChoices({ name: 'auto', value: 'auto' }, { name: 'full control', value: 'full' }),
      ),
  )
  .addSubcommand((s) =>
    s
      .setName('practice')
      .setDescription('Play a practice match against the bot (never counts for leagues)')
      .addStringOption((o) => o.setName('deck').setDescription('One of your saved decks, or a house deck (fire, water)').setMaxLength(50).setAutocomplete(true))
      .addStringOption((o) =>
        o
          .setName('level')
          .setDescription('How well the bot plays (default normal)')
          .addChoices({ name: 'easy', value: 'easy' }, { name: 'normal', value: 'normal' }, { name: 'hard', value: 'hard' }),
      )
      .addStringOption((o) =>
        o.setName('bot-deck').setDescription("The bot's deck: one of yours or a house deck (default: one drawn from the fully scripted cards)").setMaxLength(50).setAutocomplete(true),
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
const SettingsOptions = z.object({ passing: PassingMode.nullable() });

const PASSING_TEXT: Record<PassingMode, string> = {
  auto: '**auto**: when passing is the only thing you can do, I pass for you (your opponent learns no more than that you had no legal play)',
  full: '**full control**: every window asks you, even when passing is all you can do',
};

const PracticeOptions = z.object({
  deck: z.string().trim().min(1).max(50).nullable(),
  botDeck: z.string().trim().min(1).max(50).nullable(),
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
    return postChallenge(i, r, deps, challenge);
  }
  if (sub === 'settings') {
    const options = SettingsOptions.safeParse({ passing: i.options.getString('passing') });
    if (!options.success) return void (await i.reply({ content: 'Passing is either auto or full control.', flags: MessageFlags.Ephemeral }));
    const r = new Responder(i, 'ephemeral');
    const current = await deps.matches.settings.get(i.user.id);
    if (options.data.passing === null) return r.send({ content: `Your passing setting: ${PASSING_TEXT[current.passing]}.` });
    await deps.matches.settings.set(i.user.id, { ...current, passing: options.data.passing });
    return r.send({ content: `Saved. Passing: ${PASSING_TEXT[options.data.passing]}.` });
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
      if (out.kind === 'uncertain') {
        await r.send({ content: SAVE_IN_DOUBT });
        void tellWhenSettled(i, out.settled, deps);
        return;
      }
      return r.send({ content: out.kind === 'over' ? 'That match is already over.' : 'The match could not be conceded.' });
    }
  }
}

/** Posts an open challenge as the answer to `i` and remembers the message, to edit it when answered or expired. */
async function postChallenge(
  i: ChatInputCommandInteraction | MessageComponentInteraction,
  r: Responder,
  deps: PlayDeps,
  challenge: ChallengeRecord & { deckNote?: string },
): Promise<void> {
  const now = deps.clock.now();
  const deckNote = challenge.deckNote ? `\nDeck “${challenge.challenger.deck}”: ${challenge.deckNote}` : '';
  const message = { content: challengeText(challenge) + deckNote, components: challengeButtons(challenge.id), allowedMentions: { users: [challenge.opponent.id] } };
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
}

async function practice(i: ChatInputCommandInteraction, deps: PlayDeps): Promise<void> {
  const options = PracticeOptions.safeParse({ deck: i.options.getString('deck'), botDeck: i.options.getString('bot-deck'), level: i.options.getString('level') });
  if (!options.success) {
    return void (await i.reply({ content: 'A deck name (yours or the bot\'s) has 1 to 50 characters, and the level is easy, normal or hard.', flags: MessageFlags.Ephemeral }));
  }
  if (!deps.practice) return void (await i.reply({ content: 'Practice matches are not available on this bot.', flags: MessageFlags.Ephemeral }));
  const r = new Responder(i, 'public');
  const out = await deps.practice.start({
    guildId: i.guildId,
    channelId: i.channelId,
    user: { id: i.user.id, name: i.user.displayName },
    deck: options.data.deck,
    botDeck: options.data.botDeck,
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

const STOP_KINDS: Record<StopCode, StopKind> = { m: 'myTurn', e: 'event', x: 'endOfTurn' };

/**
 * A click on a legal action (button or select menu), a stop button (pass now and set the stop),
 * or a multi-select of several actions (applied in order, all or none).
 */
async function onAction(
  i: MessageComponentInteraction,
  deps: PlayDeps,
  matchId: string,
  version: number,
  pick: (legal: Action[]) => Action | Action[] | undefined,
  options: { stop?: StopKind } = {},
): Promise<void> {
  const ephemeral = isEphemeral(i);
  const r = new Responder(i, ephemeral ? 'update' : 'ephemeral');
  const user = i.user.id;
  const tracked = promptTracking(i, deps.clock.now());
  const out = await deps.matches.act(matchId, user, version, pick, ephemeral ? tracked : undefined, options);
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
    case 'uncertain':
      await r.sendEphemeral({ content: SAVE_IN_DOUBT });
      void tellWhenSettled(i, out.settled, deps);
      return;
  }
}

export const SAVE_IN_DOUBT =
  "I lost the game store while saving that click, so I can't tell yet whether it counted. I'll tell you here as soon as it answers; no need to click again.";
export const SAVE_COUNTED = 'The game store is back: your last click counted, and the board is up to date.';
export const SAVE_NOT_COUNTED = 'The game store is back: your last click did not count and the game is unchanged. Click again when ready.';

/** Once the store answers again, tells the player whether the click whose save was in doubt counted. */
async function tellWhenSettled(i: MessageComponentInteraction | ChatInputCommandInteraction, settled: Promise<MatchRecord | null>, deps: PlayDeps): Promise<void> {
  try {
    const record = await settled;
    await i.followUp({ content: record ? SAVE_COUNTED : SAVE_NOT_COUNTED, flags: MessageFlags.Ephemeral });
  } catch (error) {
    deps.logger.warn({ err: error, user: i.user.id }, 'could not tell a player whether their click counted');
  }
}

const components: NonNullable<CommandModule<PlayDeps>['components']> = {
  m: async (i, deps) => {
    const id = parseCustomId(i.customId);
    if (id?.kind !== 'action') return void (await i.reply({ content: 'That button is malformed.', flags: MessageFlags.Ephemeral }));
    await onAction(i, deps, id.matchId, id.version, (legal) => legal[id.index]);
  },
  ms: async (i, deps) => {
    const id = parseCustomId(i.customId);
    const value = i.isStringSelectMenu() ? actionIndexValue.safeParse(i.values[0]) : null;
    if (id?.kind !== 'select' || !value?.success) return void (await i.reply({ content: 'That menu is malformed.', flags: MessageFlags.Ephemeral }));
    await onAction(i, deps, id.matchId, id.version, (legal) => legal[value.data]);
  },
  sp: async (i, deps) => {
    const id = parseCustomId(i.customId);
    if (id?.kind !== 'stop') return void (await i.reply({ content: 'That button is malformed.', flags: MessageFlags.Ephemeral }));
    await onAction(i, deps, id.matchId, id.version, (legal) => passingAction(legal), { stop: STOP_KINDS[id.code] });
  },
  mm: async (i, deps) => {
    const id = parseCustomId(i.customId);
    const values = i.isStringSelectMenu() ? actionIndexValues.safeParse(i.values) : null;
    if (id?.kind !== 'multi' || !values?.success) return void (await i.reply({ content: 'That menu is malformed.', flags: MessageFlags.Ephemeral }));
    await onAction(i, deps, id.matchId, id.version, (legal) => {
      const actions = values.data.map((index) => legal[index]);
      return actions.every((a): a is Action => a !== undefined) ? actions : undefined;
    });
  },
  rm: async (i, deps) => {
    const id = parseCustomId(i.customId);
    if (id?.kind !== 'rematch') return void (await i.reply({ content: 'That button is malformed.', flags: MessageFlags.Ephemeral }));
    const r = new Responder(i, 'public');
    const record = await deps.matches.getMatch(id.matchId);
    if (!record) return r.sendEphemeral({ content: 'This match no longer exists.' });
    const rematch = rematchOf(record, i.user.id);
    if ('error' in rematch) return r.sendEphemeral({ content: rematch.error });
    const challenge = await deps.challenges.create({ ...rematch, guildId: record.meta.guildId, channelId: record.meta.channelId });
    if ('error' in challenge) return r.sendEphemeral({ content: challenge.error });
    return postChallenge(i, r, deps, challenge);
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

const HOUSE_DECKS = ['fire', 'water'];

/** `deck:` and `bot-deck:` suggestions: the user's saved decks, then the house decks. */
async function autocomplete(i: AutocompleteInteraction, deps: PlayDeps): Promise<void> {
  const focused = i.options.getFocused(true);
  if (focused.name !== 'deck' && focused.name !== 'bot-deck') return void (await i.respond([]));
  const query = String(focused.value).trim().toLowerCase().slice(0, 50);
  const saved = deps.decks && /^\d{1,25}$/.test(i.user.id) ? await deps.decks.list(i.user.id) : [];
  const names = [...saved.map((d) => d.name), ...HOUSE_DECKS].filter((name) => name.toLowerCase().includes(query));
  await i.respond([...new Set(names)].slice(0, 25).map((name) => ({ name, value: name.slice(0, 50) })));
}

export const play: CommandModule<PlayDeps> = { data, execute, autocomplete, components };
export default play;
