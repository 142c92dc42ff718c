import type { PlayerId } from '../../engine/types.js';
import type { CardFace, GameView } from '../../engine/view-types.js';

export const HAND_FILE = 'hand.png';

function cost(face: CardFace): string {
  if (face.cost.kind === 'none' || face.cost.value === null) return '';
  return ` (${face.cost.kind === 'memory' ? 'memory' : 'reserve'} ${face.cost.value})`;
}

export function cardList(cards: readonly CardFace[]): string {
  return cards.length ? cards.map((c, i) => `${i + 1}. ${c.name}${cost(c)}`).join('\n') : '(empty)';
}

/** The private zones of `viewer`, from `view(state, viewer)` only. */
export function privateZones(view: GameView, viewer: PlayerId): { hand: CardFace[]; memory: CardFace[] } | null {
  if (view.viewer !== viewer) throw new Error('privateZones needs the viewer’s own view');
  const me = view.players.find((p) => p.id === viewer);
  if (!me) return null;
  return { hand: me.hand ?? [], memory: me.memory ?? [] };
}

export function privateViewText(view: GameView, viewer: PlayerId, matchLabel: string): string {
  const zones = privateZones(view, viewer);
  if (!zones) return 'You are not playing in this match.';
  const text = [
    `**${matchLabel}** · turn ${view.turn}`,
    `**Hand (${zones.hand.length})**`,
    cardList(zones.hand),
    `**Memory (${zones.memory.length})**`,
    cardList(zones.memory),
  ].join('\n');
  return text.length <= 2000 ? text : `${text.slice(0, 1999)}…`;
}

/** A fingerprint of what the viewer privately knows, to DM only after it changed. */
export function privateFingerprint(view: GameView, viewer: PlayerId): string {
  const zones = privateZones(view, viewer);
  return zones ? JSON.stringify([zones.hand.map((c) => c.id), zones.memory.map((c) => c.id)]) : '';
}
