// "As long as [it] is attacking a unit with …": a condition about the defender of the current attack
// (game-mechanics/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attacking-and-the-combat-phase.md#general-rules):
// its keywords, supertype and type, a kind of counter on it, or whether its life stat (every modification included, buff counters too) is odd or even.
// Outside combat, or once the defender has left, it does not hold.
import type { Condition } from '../../cards/vocabulary.js';
import type { GameState } from '../types.js';
import { currentStat, hasKeyword, objDef } from '../state/query.js';

export function defenderIs(s: GameState, c: Extract<Condition, { kind: 'defenderIs' }>): boolean {
  const id = s.combat?.defender;
  const d = id ? s.objects[id] : undefined;
  if (!d) return false;
  const def = objDef(s, d);
  if (c.anyKeyword && !c.anyKeyword.some((k) => hasKeyword(s, d, k))) return false;
  if (c.supertype && !def.supertypes.includes(c.supertype)) return false;
  if (c.type && !def.types.includes(c.type)) return false;
  if (c.withCounter && !((d.counters[c.withCounter] ?? 0) > 0)) return false; // "an ally with one or more sheen counters on it"
  if (c.controllerHandEmpty && (s.players.find((p) => p.id === d.controller)?.hand.length ?? 0) > 0) return false; // its controller's hand is empty
  if (c.life) {
    const life = currentStat(s, d, 'life');
    if (life === null || (life % 2 === 0) !== (c.life === 'even')) return false;
  }
  return true;
}
