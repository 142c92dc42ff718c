import { CardCatalog } from '../../src/cards/catalog.js';
import { CardSearch } from '../../src/cards/card-search.js';
import { fixtureCards } from '../cards-catalog/fixture-cards.js';

/** Self-written sample lists: real card names (facts) in each supported format. */
export const MAIN_NAMES = [
  'Fireball',
  'Spirit Blade: Ascension',
  'Blackmarket Broker',
  'Horticounter',
  'Academy Attendant',
  'Academy Guide',
  'Accompanying Guard',
  'Absolving Flames',
  'Ashen Riffle',
  'Ashwound Shot',
  'Attune with Flames',
  'Blazing Cindercharge',
  'Blazing Throw',
  'Acquiescing Rejection',
  'Aqueous Enchanting',
] as const;

export const MATERIAL_NAMES = [
  'Spirit of Fire',
  'Lorraine, Wandering Warrior',
  'Lorraine, Crux Knight',
  'Aegis of Dawn',
  'Alkahest',
  'Aquamirage Whisper',
] as const;

export const SIDEBOARD = [
  { name: 'Bolt of Diamonds', quantity: 2 },
  { name: 'Spirit of Water', quantity: 1 },
] as const;

const mainLines = MAIN_NAMES.map((name) => `4 ${name}`);
const materialLines = MATERIAL_NAMES.map((name) => `1 ${name}`);
const sideboardLines = SIDEBOARD.map(({ name, quantity }) => `${quantity} ${name}`);

export const OMNIDECK_TEXT = ['# Material Deck', ...materialLines, '', '# Main Deck', ...mainLines, '', '# Sideboard', ...sideboardLines].join('\n');

export const CGS_TEXT = [
  '## Material Deck',
  ...materialLines,
  '## Main Deck',
  ...mainLines,
  '## Sideboard',
  ...sideboardLines,
].join('\r\n');

/** No headings: champions and regalia must be sorted into the material deck. */
export const PLAIN_TEXT = [...MATERIAL_NAMES.map((name) => `1x ${name}`), ...MAIN_NAMES.map((name) => `4x ${name}`)].join('\n');

export const OMNIDEX_JSON = JSON.stringify({
  material: MATERIAL_NAMES.map((name, index) =>
    index === 0 ? { card: { slug: 'spirit-of-fire' }, quantity: 1 } : index === 1 ? { card: { name, uuid: 'DpHDGaX2Pn' }, quantity: 1 } : { card: name, quantity: 1 },
  ),
  main: MAIN_NAMES.map((name) => ({ card: name, quantity: 4 })),
  sideboard: SIDEBOARD.map(({ name, quantity }) => ({ card: { name }, quantity })),
});

export function silvieJson(catalog: CardCatalog): string {
  const uuid = (name: string) => catalog.byName(name)!.uuid;
  return JSON.stringify({
    name: 'Sample',
    cards: {
      material: MATERIAL_NAMES.map((name) => ({ uuid: uuid(name), quantity: 1 })),
      main: MAIN_NAMES.map((name) => ({ uuid: uuid(name), quantity: 4 })),
      sideboard: SIDEBOARD.map(({ name, quantity }) => ({ uuid: uuid(name), quantity })),
    },
  });
}

export function fixtureCatalog(): { catalog: CardCatalog; search: CardSearch } {
  const catalog = new CardCatalog(fixtureCards());
  return { catalog, search: new CardSearch(catalog) };
}
