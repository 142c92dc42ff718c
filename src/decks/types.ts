import type { IndexCard } from '../cards/index-schema.js';

export const DECK_SECTIONS = ['material', 'main', 'sideboard'] as const;
export type DeckSection = (typeof DECK_SECTIONS)[number];

export const DECK_FORMATS = ['omnideck', 'cgs', 'plain', 'omnidex-json', 'silvie-json'] as const;
export type DeckFormatId = (typeof DECK_FORMATS)[number];

/** How a deck list names a card: any one of these is enough. */
export interface CardRef {
  name?: string;
  slug?: string;
  uuid?: string;
}

export interface DeckListEntry {
  /** 'unsorted' when the list has no sections: champions and regalia then go to the material deck. */
  section: DeckSection | 'unsorted';
  ref: CardRef;
  quantity: number;
  /** 1-based line of a text list, for error messages. */
  line?: number;
}

export interface ParsedDeckList {
  format: DeckFormatId;
  entries: DeckListEntry[];
}

export interface DeckCard {
  card: IndexCard;
  quantity: number;
}

export type ResolvedDeck = Record<DeckSection, DeckCard[]>;

export type DeckInputErrorCode =
  | 'empty'
  | 'too-large'
  | 'binary'
  | 'too-many-lines'
  | 'unknown-format'
  | 'invalid-json'
  | 'bad-lines'
  | 'unknown-section'
  | 'bad-quantity'
  | 'too-many-cards';

/** Input that cannot be read as a deck list; nothing is imported. */
export class DeckInputError extends Error {
  override readonly name = 'DeckInputError';
  constructor(
    readonly code: DeckInputErrorCode,
    message: string,
  ) {
    super(message);
  }
}
