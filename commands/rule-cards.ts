import { indexPageUrl } from '../src/cards/catalog.js';
import type { CardCatalog } from '../src/cards/catalog.js';
import { cardText } from '../src/cards/card-search.js';
import type { IndexCard } from '../src/cards/index-schema.js';
import { CardMentions } from '../src/rules/card-mentions.js';
import type { RulesCard } from '../src/rules/card-mentions.js';
import type { RulesIndex, SearchHit } from '../src/rules/search.js';

/** What the rules lookup needs of an Index card: its name, text, rulings and page. */
export function toRulesCard(card: IndexCard): RulesCard {
  return {
    name: card.name,
    slug: card.slug,
    text: cardText(card),
    rulings: card.rule.map((ruling) => ({ date: ruling.date_added, text: ruling.description.trim() })).filter((r) => r.text !== ''),
    url: indexPageUrl(card),
  };
}

const cache = new WeakMap<CardCatalog, WeakMap<RulesIndex, CardMentions>>();

/** Card names in rules questions, built once per catalog and rules index. */
export function cardMentionsFor(catalog: CardCatalog, index: RulesIndex): CardMentions {
  let byIndex = cache.get(catalog);
  if (!byIndex) cache.set(catalog, (byIndex = new WeakMap()));
  let mentions = byIndex.get(index);
  if (!mentions) {
    mentions = new CardMentions(catalog.list().map(toRulesCard), {
      isRulesWord: (word) => index.isRulesWord(word),
      isRulesPhrase: (words) => index.isRulesPhrase(words),
    });
    byIndex.set(index, mentions);
  }
  return mentions;
}

export interface RankedQuestion {
  hits: SearchHit[];
  /** The cards the question names. */
  cards: RulesCard[];
  /** The question without the card names. */
  rest: string;
}

/** Searches the rules for a question, reading card names in it as cards when the catalog is loaded. */
export function rankQuestion(index: RulesIndex, catalog: CardCatalog | null | undefined, query: string, limit: number): RankedQuestion {
  const mentioned = catalog ? cardMentionsFor(catalog, index).find(query) : { cards: [], rest: query };
  const named = mentioned.cards.length > 0;
  return { hits: index.search(named ? mentioned.rest : query, limit, { cards: mentioned.cards }), cards: mentioned.cards, rest: named ? mentioned.rest : query };
}
