// How good a position is for one player, in [0, 1]: 1 a win, 0 a loss, else a squashed material
// count (champion life left, units, other objects, cards in hand and memory, champion level).
import type { GameState, PlayerId } from '../engine/index.js';
import { championOf, isUnit, lifeLeft, objDef, objectsOf, opponentOf, power } from './facts.js';

function material(s: GameState, who: PlayerId): number {
  const p = s.players.find((x) => x.id === who)!;
  let score = 0;
  const champ = championOf(s, who);
  if (champ) {
    score += 2 * Math.max(0, lifeLeft(s, champ));
    score += 3 * (objDef(s, champ)?.level ?? 0);
  }
  for (const o of objectsOf(s, who)) {
    if (o.id === champ?.id) continue;
    const d = objDef(s, o);
    if (isUnit(d)) score += 1.5 + 1.2 * power(s, o) + 0.6 * Math.max(0, lifeLeft(s, o));
    else if (d?.types.includes('WEAPON')) score += 2 + 0.5 * (d.power ?? 0);
    else score += 1.5;
  }
  score += 1.2 * p.hand.length + 0.6 * p.memory.length;
  if (p.mainDeck.length === 0) score -= 10;
  return score;
}

export function evaluate(s: GameState, me: PlayerId): number {
  if (s.result) {
    if (s.result.kind === 'draw') return 0.5;
    return s.result.winner === me ? 1 : 0;
  }
  const diff = material(s, me) - material(s, opponentOf(s, me));
  return 1 / (1 + Math.exp(-diff / 10));
}
