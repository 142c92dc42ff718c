import { ButtonStyle, ComponentType, type APISelectMenuOption } from 'discord.js';
import { z } from 'zod';
import type { Row } from './presenters/prompt.js';
import { groupSlugs, sideboardPoints, type SeriesDeck } from './series-deck.js';
import type { SeriesRecord } from './series-store.js';

// ---------- custom ids (untrusted: parsed with zod) ----------

const SeriesId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
const Game = z.coerce.number().int().min(1).max(5);
const Part = z.coerce.number().int().min(0).max(3);
export const CardSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);

const schemas = {
  /** Open my sideboarding panel (ephemeral). */
  sbs: z.tuple([SeriesId, Game]).transform(([id, game]) => ({ kind: 'sideboard' as const, id, game })),
  /** I am ready for game <game>. */
  sbr: z.tuple([SeriesId, Game]).transform(([id, game]) => ({ kind: 'ready' as const, id, game })),
  /** Menu <part> of the cards I can take out. */
  sbo: z.tuple([SeriesId, Game, Part]).transform(([id, game, part]) => ({ kind: 'out' as const, id, game, part })),
  /** The sideboard card replacing <out>. */
  sbi: z.tuple([SeriesId, Game, CardSlug]).transform(([id, game, out]) => ({ kind: 'in' as const, id, game, out })),
  /** Back to the cards I can take out. */
  sbb: z.tuple([SeriesId, Game]).transform(([id, game]) => ({ kind: 'back' as const, id, game })),
} as const;

export const SERIES_PREFIXES = Object.keys(schemas) as (keyof typeof schemas)[];
export type SeriesCustomId = z.output<(typeof schemas)[keyof typeof schemas]>;

export function parseSeriesCustomId(customId: string): SeriesCustomId | null {
  if (customId.length > 100) return null;
  const [prefix, ...fields] = customId.split(':');
  if (!prefix || !Object.hasOwn(schemas, prefix)) return null;
  const parsed = schemas[prefix as keyof typeof schemas].safeParse(fields);
  return parsed.success ? parsed.data : null;
}

export const seriesCustomIds = {
  sideboard: (id: string, game: number) => `sbs:${id}:${game}`,
  ready: (id: string, game: number) => `sbr:${id}:${game}`,
  out: (id: string, game: number, part: number) => `sbo:${id}:${game}:${part}`,
  in: (id: string, game: number, out: string) => `sbi:${id}:${game}:${out}`,
  back: (id: string, game: number) => `sbb:${id}:${game}`,
};

// ---------- the public message between games ----------

const MAX_CONTENT = 1900;
const OPTIONS_PER_MENU = 25;
const MAX_OUT_MENUS = 4;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function seriesPromptText(record: SeriesRecord, note?: string): string {
  const [a, b] = record.players;
  const game = record.gamesCounted + 1;
  const score = `${a.name} ${record.wins[a.id] ?? 0}–${record.wins[b.id] ?? 0} ${b.name}`;
  const first = record.firstPlayer
    ? `<@${record.firstPlayer}> goes first (they lost the last game).`
    : 'The last game was a draw, so who goes first is drawn at random.';
  const ready = record.players.map((p) => `${record.ready[p.id] ? '✅' : '⏳'} ${p.name}`).join(' · ');
  return clip(
    [
      `⚔️ <@${a.id}> <@${b.id}> — **${record.leagueName}**, best of 3: ${score}.`,
      `Game ${game} starts when both players are ready. ${first}`,
      'Use **Sideboard** to swap cards one for one with your sideboard, then press **Ready**.',
      `Ready: ${ready}`,
      ...(note ? [note] : []),
    ].join('\n'),
    MAX_CONTENT,
  );
}

export function seriesPromptRows(record: SeriesRecord): Row[] {
  const game = record.gamesCounted + 1;
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        { type: ComponentType.Button, style: ButtonStyle.Secondary, label: 'Sideboard', custom_id: seriesCustomIds.sideboard(record.id, game) },
        { type: ComponentType.Button, style: ButtonStyle.Success, label: 'Ready', custom_id: seriesCustomIds.ready(record.id, game) },
      ],
    },
  ];
}

// ---------- a player's sideboarding panel (ephemeral) ----------

export interface CardFacts {
  cardName(slug: string): string;
  isMaterialCard(slug: string): boolean;
}

function listing(slugs: readonly string[], facts: CardFacts): string {
  const groups = groupSlugs(slugs);
  return groups.length === 0 ? '—' : groups.map((g) => `${g.count}× ${facts.cardName(g.slug)}`).join(', ');
}

function deckText(deck: SeriesDeck, deckName: string, game: number, facts: CardFacts): string {
  return [
    `**Your deck for game ${game}** — ${deckName}`,
    `Material (${deck.material.length}): ${listing(deck.material, facts)}`,
    `Main (${deck.main.length}): ${listing(deck.main, facts)}`,
    `Sideboard (${deck.sideboard.length} cards, ${sideboardPoints(deck, (slug) => facts.isMaterialCard(slug))} of 15 points): ${listing(deck.sideboard, facts)}`,
  ].join('\n');
}

function option(slug: string, count: number, where: string, facts: CardFacts): APISelectMenuOption {
  return { label: clip(`${facts.cardName(slug)} ×${count}`, 100), value: slug, description: where };
}

/** Step one: the deck, and menus of the cards that can go out (material deck first, 25 per menu). */
export function panelPayload(
  record: SeriesRecord,
  userId: string,
  facts: CardFacts,
  note?: string,
): { content: string; components: Row[] } {
  const player = record.players.find((p) => p.id === userId)!;
  const game = record.gamesCounted + 1;
  const deck = player.deck;
  const text = [...(note ? [note] : []), deckText(deck, player.deckName, game, facts)];
  if (deck.sideboard.length === 0) {
    text.push('Your deck has no sideboard, so there is nothing to swap.');
    return { content: clip(text.join('\n'), MAX_CONTENT), components: [] };
  }
  const candidates = [
    ...groupSlugs(deck.material).map((g) => option(g.slug, g.count, 'material deck', facts)),
    ...groupSlugs(deck.main).map((g) => option(g.slug, g.count, 'main deck', facts)),
  ].filter((o) => o.value.length <= 80);
  const shown = candidates.slice(0, OPTIONS_PER_MENU * MAX_OUT_MENUS);
  const menus = Math.ceil(shown.length / OPTIONS_PER_MENU);
  text.push('Pick a card to take out; then pick the sideboard card that takes its place.');
  if (shown.length < candidates.length) text.push(`(Only the first ${shown.length} cards can be picked here.)`);
  const components: Row[] = Array.from({ length: menus }, (_, part) => ({
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: seriesCustomIds.out(record.id, game, part),
        placeholder: menus > 1 ? `Take out… (${part + 1} of ${menus})` : 'Take out…',
        min_values: 1,
        max_values: 1,
        options: shown.slice(part * OPTIONS_PER_MENU, (part + 1) * OPTIONS_PER_MENU),
      },
    ],
  }));
  return { content: clip(text.join('\n'), MAX_CONTENT), components };
}

/** Step two: which sideboard card replaces `out`. */
export function replacementPayload(record: SeriesRecord, userId: string, out: string, facts: CardFacts): { content: string; components: Row[] } {
  const player = record.players.find((p) => p.id === userId)!;
  const game = record.gamesCounted + 1;
  const options = groupSlugs(player.deck.sideboard)
    .slice(0, OPTIONS_PER_MENU)
    .map((g) => option(g.slug, g.count, 'sideboard', facts));
  return {
    content: `Taking out **${facts.cardName(out)}**. Which sideboard card takes its place?`,
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          { type: ComponentType.StringSelect, custom_id: seriesCustomIds.in(record.id, game, out), placeholder: 'Bring in…', min_values: 1, max_values: 1, options },
        ],
      },
      {
        type: ComponentType.ActionRow,
        components: [{ type: ComponentType.Button, style: ButtonStyle.Secondary, label: 'Back', custom_id: seriesCustomIds.back(record.id, game) }],
      },
    ],
  };
}
