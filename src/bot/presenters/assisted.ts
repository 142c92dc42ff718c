import type { GameEvent, GameState } from '../../engine/types.js';

/** The synced card text of a slug (the Index), or null when the catalog does not have it. */
export type CardTextLookup = (slug: string) => string | null;

const MAX_TEXT = 900;

/**
 * While an unscripted card or ability is carried out (assisted resolution), the text both players
 * work from: read from the synced card Index, never from our source. Null at any other time.
 */
export function assistedCardBlock(state: GameState, cardText: CardTextLookup | undefined): string | null {
  const d = state.pending;
  const assisted = d?.kind === 'assisted' ? d : d?.kind === 'assistConsent' || d?.kind === 'assistDiscard' ? d.assisted : null;
  if (!assisted) return null;
  const def = state.defs[assisted.item.def];
  if (!def) return null;
  const controller = state.players.find((p) => p.id === assisted.player)?.name ?? assisted.player;
  const text = cardText?.(def.slug)?.trim();
  const shown = text ? (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text) : '(The card text is not available here: an operator runs `npm run cards:sync`.)';
  const what = assisted.item.kind === 'trigger' ? 'a triggered ability of' : assisted.item.kind === 'ability' ? 'an ability of' : '';
  const header = `📜 **${def.name}** has no script: ${controller} carries out ${what ? `${what} ` : ''}its text step by step, then the opponent accepts or objects.`;
  return [header, ...shown.split('\n').map((line) => `> ${line}`)].join('\n');
}

/** The public line for an objection to an assisted resolution, or null when `events` hold none. */
export function disputeLine(state: GameState, events: readonly GameEvent[]): string | null {
  const e = events.find((ev): ev is Extract<GameEvent, { type: 'disputed' }> => ev.type === 'disputed');
  if (!e) return null;
  const name = (id: string) => state.players.find((p) => p.id === id)?.name ?? id;
  const card = state.defs[e.def]?.name ?? e.def;
  return `⚠️ **${name(e.by)} objected** to how ${name(e.controller)} carried out **${card}**: its steps are undone and the game returns to before it was played (a triggered ability does nothing). The dispute is noted for this match.`;
}
