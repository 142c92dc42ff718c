import type { CardDef } from '../../cards/vocabulary.js';
import type { DeckList } from '../types.js';

/** Standard deck construction, as far as the engine needs it to start a fair game. */
export function validateDeck(deck: DeckList, defs: Record<string, CardDef>): string[] {
  const problems: string[] = [];
  for (const slug of [...deck.main, ...deck.material]) if (!defs[slug]) problems.push(`unknown card ${slug}`);
  if (problems.length) return problems;
  if (deck.main.length < 60) problems.push(`the main deck has ${deck.main.length} cards; it needs at least 60`);
  const counts = new Map<string, number>();
  for (const slug of deck.main) counts.set(defs[slug]!.name, (counts.get(defs[slug]!.name) ?? 0) + 1);
  for (const [name, c] of counts) if (c > 4) problems.push(`${c} copies of ${name}; at most 4`);
  if (deck.material.length > 12) problems.push(`the material deck has ${deck.material.length} cards; at most 12`);
  if (new Set(deck.material.map((s) => defs[s]!.name)).size !== deck.material.length) problems.push('the material deck must be singleton');
  if (!deck.material.some((s) => defs[s]!.types.includes('CHAMPION') && defs[s]!.level === 0)) problems.push('the material deck needs a level 0 champion');
  if (deck.material.filter((s) => defs[s]!.keywords.includes('divineRelic')).length > 1) problems.push('only one Divine Relic card may be in the material deck');
  // Cards that only track a mastery or a status belong in no deck (game-mechanics-mastery.md, game-mechanics-statuses.md).
  for (const slug of [...deck.main, ...deck.material, ...(deck.sideboard ?? [])]) {
    const d = defs[slug];
    if (d && (d.types.includes('MASTERY') || d.types.includes('STATUS'))) problems.push(`${d.name} tracks a ${d.types.includes('MASTERY') ? 'mastery' : 'status'} and can't be in a deck`);
  }
  // Boons are presented in the Pantheon zone, never in a deck (card-types-boons.md).
  for (const slug of deck.boons ?? []) {
    if (!defs[slug]) problems.push(`unknown card ${slug}`);
    else if (!defs[slug]!.types.includes('BOON')) problems.push(`${defs[slug]!.name} is not a boon`);
  }
  const boonKind = (kind: string) => (deck.boons ?? []).filter((slug) => defs[slug]?.subtypes.includes(kind)).length;
  if ((deck.boons?.length ?? 0) > 2 || boonKind('GREATER') > 1 || boonKind('LESSER') > 1) problems.push('at most two boons: one Lesser and one Greater');
  for (const slug of [...deck.main, ...deck.material, ...(deck.sideboard ?? [])]) {
    if (defs[slug]!.types.includes('BOON')) problems.push(`${defs[slug]!.name} is a boon: it is presented in the Pantheon zone, not in a deck`);
  }
  for (const slug of deck.main) {
    const d = defs[slug]!;
    if (d.types.includes('CHAMPION') || d.supertypes.includes('REGALIA')) problems.push(`${d.name} belongs in the material deck`);
  }
  return [...new Set(problems)];
}
