import type { MessageComponentInteraction } from 'discord.js';
import type { Logger } from 'pino';
import type { ComponentHandler } from './command-module.js';
import { Responder } from './respond.js';
import { CardSlug, SERIES_PREFIXES, panelPayload, parseSeriesCustomId, replacementPayload, seriesPromptRows, seriesPromptText, type SeriesCustomId } from './series-presenters.js';
import { SERIES_REFUSALS, type SeriesService } from './series-service.js';

export interface SeriesDeps {
  series?: SeriesService;
  logger: Logger;
}

const UNKNOWN = 'This button belongs to something I no longer know about.';

function selected(i: MessageComponentInteraction): string | null {
  if (!i.isStringSelectMenu()) return null;
  const parsed = CardSlug.safeParse(i.values[0]);
  return parsed.success ? parsed.data : null;
}

/** The Sideboard button: the player's deck, privately. */
async function openPanel(i: MessageComponentInteraction, series: SeriesService, id: Extract<SeriesCustomId, { kind: 'sideboard' }>): Promise<void> {
  const reply = new Responder(i, 'ephemeral');
  const outcome = await series.panel(id.id, id.game, i.user.id);
  if (outcome.kind !== 'ok') return reply.send({ content: SERIES_REFUSALS[outcome.kind] });
  await reply.send(panelPayload(outcome.record, i.user.id, series));
}

/** The Ready button: updates the public message; the click that makes both ready starts the game. */
async function ready(i: MessageComponentInteraction, series: SeriesService, id: Extract<SeriesCustomId, { kind: 'ready' }>): Promise<void> {
  const reply = new Responder(i, 'update');
  const outcome = await series.ready(id.id, id.game, i.user.id);
  if (outcome.kind !== 'ready' && outcome.kind !== 'already' && outcome.kind !== 'start') {
    return reply.sendEphemeral({ content: SERIES_REFUSALS[outcome.kind] });
  }
  if (outcome.kind !== 'start') {
    return reply.send({ content: seriesPromptText(outcome.record), components: seriesPromptRows(outcome.record) });
  }
  const game = outcome.record.gamesCounted + 1;
  await reply.send({ content: seriesPromptText(outcome.record, `Both players are ready: game ${game} is starting.`), components: [] });
  await series.startNext(outcome.record);
}

/** A card to take out was picked: ask which sideboard card replaces it. */
async function pickOut(i: MessageComponentInteraction, series: SeriesService, id: Extract<SeriesCustomId, { kind: 'out' }>): Promise<void> {
  const reply = new Responder(i, 'update');
  const out = selected(i);
  const outcome = await series.panel(id.id, id.game, i.user.id);
  if (outcome.kind !== 'ok') return reply.send({ content: SERIES_REFUSALS[outcome.kind], components: [] });
  const { deck } = outcome.player;
  if (!out || (!deck.main.includes(out) && !deck.material.includes(out))) {
    return reply.send(panelPayload(outcome.record, i.user.id, series, '⛔ That card is not in your deck.'));
  }
  await reply.send(replacementPayload(outcome.record, i.user.id, out, series));
}

/** The replacement was picked: swap, when the deck stays legal. */
async function pickIn(i: MessageComponentInteraction, series: SeriesService, id: Extract<SeriesCustomId, { kind: 'in' }>): Promise<void> {
  const reply = new Responder(i, 'update');
  const incoming = selected(i);
  if (!incoming) return reply.sendEphemeral({ content: UNKNOWN });
  const outcome = await series.swap(id.id, id.game, i.user.id, id.out, incoming);
  if (outcome.kind === 'swapped') {
    const note = `✅ Swapped: **${series.cardName(outcome.out)}** out, **${series.cardName(outcome.incoming)}** in.`;
    return reply.send(panelPayload(outcome.record, i.user.id, series, note));
  }
  if (outcome.kind === 'illegal' || outcome.kind === 'gone') {
    const why = outcome.problems.slice(0, 4).map((p) => `• ${p}`).join('\n');
    const note = `⛔ Not swapped: ${outcome.kind === 'illegal' ? 'your deck would not be legal in Standard' : 'the cards changed'}.\n${why}`;
    return reply.send(panelPayload(outcome.record, i.user.id, series, note));
  }
  await reply.send({ content: SERIES_REFUSALS[outcome.kind], components: [] });
}

async function back(i: MessageComponentInteraction, series: SeriesService, id: Extract<SeriesCustomId, { kind: 'back' }>): Promise<void> {
  const reply = new Responder(i, 'update');
  const outcome = await series.panel(id.id, id.game, i.user.id);
  if (outcome.kind !== 'ok') return reply.send({ content: SERIES_REFUSALS[outcome.kind], components: [] });
  await reply.send(panelPayload(outcome.record, i.user.id, series));
}

async function handle(i: MessageComponentInteraction, deps: SeriesDeps): Promise<void> {
  const id = parseSeriesCustomId(i.customId);
  const series = deps.series;
  if (!id || !series) return void (await new Responder(i, 'ephemeral').send({ content: UNKNOWN }));
  switch (id.kind) {
    case 'sideboard':
      return openPanel(i, series, id);
    case 'ready':
      return ready(i, series, id);
    case 'out':
      return pickOut(i, series, id);
    case 'in':
      return pickIn(i, series, id);
    case 'back':
      return back(i, series, id);
  }
}

/** The components of best-of-3 series, by custom_id prefix (registered beside the /league command). */
export const seriesComponents: Record<string, ComponentHandler<SeriesDeps>> = Object.fromEntries(SERIES_PREFIXES.map((prefix) => [prefix, handle]));
