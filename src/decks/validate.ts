import { isChampion, isMaterialCard, isRegalia, normaliseName } from '../cards/catalog.js';
import type { IndexCard } from '../cards/index-schema.js';
import { DECK_SECTIONS } from './types.js';
import type { DeckCard, DeckSection, ResolvedDeck } from './types.js';

const FORMAT_PAGE = 'general-rules/general-rules-format-conventions.md';

/** Citations into the Comprehensive Rules (GitBook anchors are the slugified headings). */
export const DECK_RULES = {
  standard: `${FORMAT_PAGE}#standard-constructed-rules`,
  indexMatch: `${FORMAT_PAGE}#general-rules`,
  championStartsInMaterial: 'general-rules/general-rules-card-types/card-types-champion.md#general-rules',
  regalia: 'general-rules/general-rules-card-types/card-types-supertypes.md#regalia',
  tokens: 'game-mechanics/game-mechanics-tokens.md#general-rules',
  boons: 'general-rules/general-rules-card-types/card-types-boons.md#general-rules',
} as const;

export const STANDARD_LIMITS = {
  mainMinimum: 60,
  copiesPerName: 4,
  materialMaximum: 12,
  sideboardCards: 15,
  sideboardPoints: 15,
  /** Points of a sideboard card that would start in the material deck. */
  materialCardPoints: 3,
  mainCardPoints: 1,
} as const;

export type DeckProblemCode =
  | 'main-too-small'
  | 'main-too-many-copies'
  | 'material-too-large'
  | 'material-not-singleton'
  | 'material-no-level-0-champion'
  | 'material-holds-main-card'
  | 'main-holds-material-card'
  | 'sideboard-too-many-cards'
  | 'sideboard-too-many-points'
  | 'not-a-deck-card'
  | 'index-banned'
  | 'index-limit';

export interface DeckProblem {
  code: DeckProblemCode;
  message: string;
  /** `path.md#anchor` into the Comprehensive Rules. */
  rule: string;
  cards?: string[];
}

export interface DeckCounts {
  material: number;
  main: number;
  sideboard: number;
  sideboardPoints: number;
}

export interface ScriptingCounts {
  /** Distinct cards whose effects the engine applies by itself. */
  scripted: number;
  /** Distinct cards that need the players' help to apply. */
  assisted: number;
  assistedCards: string[];
}

export interface DeckValidation {
  format: 'standard';
  legal: boolean;
  problems: DeckProblem[];
  counts: DeckCounts;
  scripting?: ScriptingCounts;
}

export interface ValidateOptions {
  isScripted?: (slug: string) => boolean;
}

function total(cards: readonly DeckCard[]): number {
  return cards.reduce((sum, entry) => sum + entry.quantity, 0);
}

/** Copies per card name (cards sharing a name count together). */
function copiesByName(cards: readonly DeckCard[]): Map<string, { name: string; copies: number }> {
  const byName = new Map<string, { name: string; copies: number }>();
  for (const { card, quantity } of cards) {
    const key = normaliseName(card.name);
    const entry = byName.get(key);
    if (entry) entry.copies += quantity;
    else byName.set(key, { name: card.name, copies: quantity });
  }
  return byName;
}

function sideboardPoints(cards: readonly DeckCard[]): number {
  return cards.reduce(
    (sum, { card, quantity }) =>
      sum + quantity * (isMaterialCard(card) ? STANDARD_LIMITS.materialCardPoints : STANDARD_LIMITS.mainCardPoints),
    0,
  );
}

const NOT_DECK_TYPES: readonly { type: string; rule: string; what: string }[] = [
  { type: 'TOKEN', rule: DECK_RULES.tokens, what: 'tokens are not cards' },
  { type: 'GREATER BOON', rule: DECK_RULES.boons, what: 'boons belong to Pantheon' },
  { type: 'LESSER BOON', rule: DECK_RULES.boons, what: 'boons belong to Pantheon' },
];

function names(cards: readonly IndexCard[]): string[] {
  return [...new Set(cards.map((card) => card.name))];
}

function listNames(items: readonly string[], max = 5): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} and ${items.length - max} more` : shown;
}

/** Checks a resolved deck against the Standard constructed rules and the Index's limits. */
export function validateStandard(deck: ResolvedDeck, options: ValidateOptions = {}): DeckValidation {
  const problems: DeckProblem[] = [];
  const limits = STANDARD_LIMITS;
  const counts: DeckCounts = {
    material: total(deck.material),
    main: total(deck.main),
    sideboard: total(deck.sideboard),
    sideboardPoints: sideboardPoints(deck.sideboard),
  };

  if (counts.main < limits.mainMinimum) {
    problems.push({
      code: 'main-too-small',
      message: `The main deck has ${counts.main} cards; Standard needs at least ${limits.mainMinimum}.`,
      rule: DECK_RULES.standard,
    });
  }
  const overCopied = [...copiesByName(deck.main).values()].filter((entry) => entry.copies > limits.copiesPerName);
  if (overCopied.length > 0) {
    problems.push({
      code: 'main-too-many-copies',
      message: `At most ${limits.copiesPerName} copies of a name in the main deck: ${listNames(overCopied.map((entry) => `${entry.name} (${entry.copies})`))}.`,
      rule: DECK_RULES.standard,
      cards: overCopied.map((entry) => entry.name),
    });
  }

  if (counts.material > limits.materialMaximum) {
    problems.push({
      code: 'material-too-large',
      message: `The material deck has ${counts.material} cards; Standard allows at most ${limits.materialMaximum}.`,
      rule: DECK_RULES.standard,
    });
  }
  const duplicated = [...copiesByName(deck.material).values()].filter((entry) => entry.copies > 1);
  if (duplicated.length > 0) {
    problems.push({
      code: 'material-not-singleton',
      message: `The material deck allows one copy of each name: ${listNames(duplicated.map((entry) => `${entry.name} (${entry.copies})`))}.`,
      rule: DECK_RULES.standard,
      cards: duplicated.map((entry) => entry.name),
    });
  }
  if (!deck.material.some(({ card }) => isChampion(card) && card.level === 0)) {
    problems.push({
      code: 'material-no-level-0-champion',
      message: 'The material deck needs a level 0 champion.',
      rule: DECK_RULES.standard,
    });
  }
  const mainCardsInMaterial = deck.material.map(({ card }) => card).filter((card) => !isMaterialCard(card));
  if (mainCardsInMaterial.length > 0) {
    problems.push({
      code: 'material-holds-main-card',
      message: `Only champions and regalia go in the material deck: ${listNames(names(mainCardsInMaterial))}.`,
      rule: DECK_RULES.regalia,
      cards: names(mainCardsInMaterial),
    });
  }
  const championsInMain = deck.main.map(({ card }) => card).filter(isChampion);
  if (championsInMain.length > 0) {
    problems.push({
      code: 'main-holds-material-card',
      message: `Champions start in the material deck, not the main deck: ${listNames(names(championsInMain))}.`,
      rule: DECK_RULES.championStartsInMaterial,
      cards: names(championsInMain),
    });
  }
  const regaliaInMain = deck.main.map(({ card }) => card).filter((card) => isRegalia(card) && !isChampion(card));
  if (regaliaInMain.length > 0) {
    problems.push({
      code: 'main-holds-material-card',
      message: `Regalia start in the material deck, not the main deck: ${listNames(names(regaliaInMain))}.`,
      rule: DECK_RULES.regalia,
      cards: names(regaliaInMain),
    });
  }

  if (counts.sideboard > limits.sideboardCards) {
    problems.push({
      code: 'sideboard-too-many-cards',
      message: `The sideboard has ${counts.sideboard} cards; at most ${limits.sideboardCards}.`,
      rule: DECK_RULES.standard,
    });
  }
  if (counts.sideboardPoints > limits.sideboardPoints) {
    problems.push({
      code: 'sideboard-too-many-points',
      message: `The sideboard is worth ${counts.sideboardPoints} points (main deck cards 1, champions and regalia ${limits.materialCardPoints}); at most ${limits.sideboardPoints}.`,
      rule: DECK_RULES.standard,
    });
  }

  const everyCard = DECK_SECTIONS.flatMap((section: DeckSection) => deck[section]);
  for (const { type, rule, what } of NOT_DECK_TYPES) {
    const found = everyCard.map(({ card }) => card).filter((card) => card.types.includes(type));
    if (found.length > 0) {
      problems.push({
        code: 'not-a-deck-card',
        message: `${listNames(names(found))} cannot be in a Standard deck (${what}).`,
        rule,
        cards: names(found),
      });
    }
  }

  // The Index limits a card across main deck, material deck and sideboard together.
  const copiesByUuid = new Map<string, { card: IndexCard; copies: number }>();
  for (const { card, quantity } of everyCard) {
    const entry = copiesByUuid.get(card.uuid);
    if (entry) entry.copies += quantity;
    else copiesByUuid.set(card.uuid, { card, copies: quantity });
  }
  for (const { card, copies } of copiesByUuid.values()) {
    const limit = card.legality?.['STANDARD']?.limit;
    if (limit === undefined || copies <= limit) continue;
    problems.push(
      limit === 0
        ? { code: 'index-banned', message: `${card.name} is banned in Standard by the Index.`, rule: DECK_RULES.indexMatch, cards: [card.name] }
        : {
            code: 'index-limit',
            message: `The Index limits ${card.name} to ${limit} in Standard; the deck has ${copies}.`,
            rule: DECK_RULES.indexMatch,
            cards: [card.name],
          },
    );
  }

  const validation: DeckValidation = { format: 'standard', legal: problems.length === 0, problems, counts };
  if (options.isScripted) {
    const distinct = [...copiesByUuid.values()].map(({ card }) => card);
    const assisted = distinct.filter((card) => !options.isScripted!(card.slug));
    validation.scripting = {
      scripted: distinct.length - assisted.length,
      assisted: assisted.length,
      assistedCards: names(assisted),
    };
  }
  return validation;
}
