import { z } from 'zod';

/**
 * The card object of the Grand Archive Index API (`api.gatcg.com/cards/search`).
 * Objects are loose: a field the API adds later passes through untouched, so a
 * new field never breaks a sync. Nullability follows the real data.
 */

const nullableNumber = z.number().nullable();
const nullableText = z.string().nullable();

export const IndexCostSchema = z.looseObject({
  type: z.enum(['memory', 'reserve', 'none']),
  /** A digit string, 'X', or null for cards without a cost. */
  value: z.string().nullable(),
});

export const IndexSetSchema = z.looseObject({
  id: z.string().optional(),
  prefix: z.string(),
  name: z.string(),
  language: z.string().optional(),
  release_date: z.string().nullable().optional(),
  created_at: z.string().optional(),
  last_update: z.string().optional(),
});

export const IndexRulingSchema = z.looseObject({
  /** '' for an ordinary ruling, 'ERRATA' for an errata. */
  title: z.string(),
  date_added: z.string(),
  description: z.string(),
});

/** Per format, e.g. `{ STANDARD: { limit: 0 } }`; limit 0 means banned. */
export const IndexLegalitySchema = z.record(z.string(), z.looseObject({ limit: z.number().int().min(0) }));

export const IndexReferenceSchema = z.looseObject({
  kind: z.string(),
  name: z.string(),
  slug: z.string(),
  direction: z.string().optional(),
  uuid: z.string().optional(),
});

/** The characteristics shared by a card and the other faces of a double-faced printing. */
const cardFaceShape = {
  uuid: z.string().min(1),
  slug: z.string().min(1),
  name: z.string().min(1),
  types: z.array(z.string()),
  subtypes: z.array(z.string()),
  classes: z.array(z.string()),
  element: z.string(),
  elements: z.array(z.string()),
  cost: IndexCostSchema,
  /** -1 stands for X. */
  cost_memory: nullableNumber,
  /** -1 stands for X. */
  cost_reserve: nullableNumber,
  level: nullableNumber,
  power: nullableNumber,
  life: nullableNumber,
  durability: nullableNumber,
  /** true fast, false slow, null not applicable. */
  speed: z.boolean().nullable(),
  effect: nullableText,
  effect_raw: nullableText,
  effect_html: nullableText.optional(),
  flavor: nullableText,
  created_at: z.string().optional(),
  last_update: z.string().optional(),
};

export const IndexOtherOrientationSchema = z.looseObject({
  ...cardFaceShape,
  edition_id: z.string().optional(),
  edition: z.looseObject({
    uuid: z.string().optional(),
    slug: z.string().optional(),
    image: z.string().optional(),
    orientation: z.string().nullable().optional(),
    set: IndexSetSchema.optional(),
  }).optional(),
});

export const IndexEditionSchema = z.looseObject({
  uuid: z.string().min(1),
  card_id: z.string().optional(),
  slug: z.string(),
  collector_number: z.string(),
  rarity: z.number().int(),
  image: z.string(),
  illustrator: z.string().nullable().optional(),
  configuration: z.string().optional(),
  orientation: z.string().nullable().optional(),
  effect: nullableText.optional(),
  effect_raw: nullableText.optional(),
  effect_html: nullableText.optional(),
  flavor: nullableText.optional(),
  set: IndexSetSchema,
  other_orientations: z.array(IndexOtherOrientationSchema).default([]),
  collaborators: z.array(z.unknown()).optional(),
  circulations: z.array(z.unknown()).optional(),
  circulationTemplates: z.array(z.unknown()).optional(),
  created_at: z.string().optional(),
  last_update: z.string().optional(),
});

export const IndexCardSchema = z.looseObject({
  ...cardFaceShape,
  legality: IndexLegalitySchema.nullable(),
  rule: z.array(IndexRulingSchema).default([]),
  references: z.array(IndexReferenceSchema).default([]),
  referenced_by: z.array(IndexReferenceSchema).default([]),
  editions: z.array(IndexEditionSchema),
});

/** One page of `GET https://api.gatcg.com/cards/search?page=N`. */
export const IndexSearchPageSchema = z.looseObject({
  data: z.array(z.unknown()),
  page: z.number().int().min(1),
  total_pages: z.number().int().min(0),
  total_cards: z.number().int().min(0).optional(),
  page_size: z.number().int().optional(),
  paginated_cards_count: z.number().int().optional(),
  has_more: z.boolean().optional(),
});

export type IndexCard = z.infer<typeof IndexCardSchema>;
export type IndexEdition = z.infer<typeof IndexEditionSchema>;
export type IndexRuling = z.infer<typeof IndexRulingSchema>;
export type IndexSearchPage = z.infer<typeof IndexSearchPageSchema>;

/** Index rarity codes, as listed by the Index's option endpoint. */
export const RARITY_CODES: Readonly<Record<number, string>> = {
  1: 'C',
  2: 'U',
  3: 'R',
  4: 'SR',
  5: 'UR',
  6: 'PR',
  7: 'CSR',
  8: 'CUR',
  9: 'CPR',
};

export const INDEX_API_ORIGIN = 'https://api.gatcg.com';
export const INDEX_SITE_ORIGIN = 'https://index.gatcg.com';
