// Event filters of "whenever" triggers that read a card's elements.
// Basic elements are fire, water and wind; norm is neither basic nor advanced; every other element
// is advanced (general-rules/general-rules-parts-of-a-card/parts-of-a-card-element.md, rule 4).
import type { CardDef, Element } from '../../cards/vocabulary.js';

const NOT_ADVANCED: readonly Element[] = ['NORM', 'FIRE', 'WATER', 'WIND'];

/** The card has at least one advanced element. */
export const hasAdvancedElement = (def: CardDef): boolean => def.elements.some((e) => !NOT_ADVANCED.includes(e));
