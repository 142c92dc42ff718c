// Cheap readings of public board facts and of the bot's own cards, for the heuristic and the
// evaluation. Approximate on purpose: base stats, counters and direct stat effects, not every
// static ability (the exact figures are in `view`, which costs more than a rollout step can pay).
import type { CardDef, GameState, ObjectState, PlayerId } from '../engine/index.js';

export function cardDef(s: GameState, card: string): CardDef | undefined {
  const c = s.cards[card];
  return c ? s.defs[c.def] : undefined;
}

export function objDef(s: GameState, o: ObjectState): CardDef | undefined {
  return s.defs[o.def];
}

function stat(s: GameState, o: ObjectState, which: 'power' | 'life'): number {
  const def = objDef(s, o);
  let v = def?.[which] ?? 0;
  v += (o.counters.buff ?? 0) - (o.counters.debuff ?? 0);
  for (const e of s.effects) if (e.object === o.id && e.stat === which) v += e.amount;
  return v;
}

export const power = (s: GameState, o: ObjectState) => Math.max(0, stat(s, o, 'power'));
/** Life left: life minus the damage marked (or damage counters, on a champion). */
export const lifeLeft = (s: GameState, o: ObjectState) => stat(s, o, 'life') - o.damage;

export const isUnit = (d: CardDef | undefined) => !!d && (d.types.includes('ALLY') || d.types.includes('CHAMPION'));

export function opponentOf(s: GameState, me: PlayerId): PlayerId {
  return s.players.find((p) => p.id !== me)!.id;
}

export function championOf(s: GameState, who: PlayerId): ObjectState | undefined {
  const id = s.players.find((p) => p.id === who)?.champion;
  return id ? s.objects[id] : undefined;
}

export function objectsOf(s: GameState, who: PlayerId): ObjectState[] {
  const out: ObjectState[] = [];
  for (const id of s.field) {
    const o = s.objects[id];
    if (o && o.controller === who) out.push(o);
  }
  return out;
}
