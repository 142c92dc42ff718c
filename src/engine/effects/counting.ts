// "X, where X is the amount of …" for Empower X and recover X: the count is taken as the effect
// resolves (playing-cards-resolution.md#general-rules), then the effect goes on with that number.
import type { CardCount, CardDef, Effect } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';
import { cardDef, championOf, objDef, player } from '../state/query.js';

function fits(def: CardDef, c: CardCount): boolean {
  if (c.element && !def.elements.includes(c.element)) return false;
  if (c.type && !def.types.includes(c.type)) return false;
  if (c.subtype && !def.subtypes.includes(c.subtype)) return false;
  if (c.class && !def.classes.includes(c.class)) return false;
  if (c.supertype && !def.supertypes.includes(c.supertype)) return false;
  if (c.anySubtype && !c.anySubtype.some((st) => def.subtypes.includes(st))) return false;
  if (c.name && def.name !== c.name) return false;
  return !(c.nonChampion && def.types.includes('CHAMPION'));
}

/** How many of `who`'s cards or objects fit the count. */
export function countFor(s: GameState, who: PlayerId, c: CardCount): number {
  const n = c.everyPlayer ? s.players.reduce((k, p) => k + countAll(s, p.id, c), 0) : countAll(s, who, c);
  return c.atMost === undefined ? n : Math.min(n, c.atMost);
}

function countAll(s: GameState, who: PlayerId, c: CardCount): number {
  if (c.zone === 'pantheon') return (player(s, who).pantheon ?? []).filter((b) => fits(cardDef(s, b.card), c)).length;
  if (c.zone === 'field') {
    return s.field.filter((id) => {
      const o = s.objects[id]!;
      return o.controller === who && fits(objDef(s, o), c);
    }).length;
  }
  if (c.zone === 'lineage') {
    const champ = championOf(s, who);
    const cards = champ ? [...(champ.card ? [champ.card] : []), ...champ.lineage] : [];
    return cards.filter((card) => fits(cardDef(s, card), c)).length;
  }
  return player(s, who)[c.zone].filter((card) => fits(cardDef(s, card), c)).length;
}

/** The concrete effect a counted amount stands for, with its X worked out now. */
export function countedEffect(s: GameState, who: PlayerId, e: Extract<Effect, { op: 'countedAmount' }>): Effect {
  const n = countFor(s, who, e.count) + (e.plus ?? 0);
  if (e.effect === 'damageEventObject') return { op: 'dealDamage', to: { ref: 'eventObject' }, amount: n, ...(e.unpreventable ? { unpreventable: true } : {}) };
  return e.effect === 'empower' ? { op: 'empower', amount: n } : { op: 'recover', who: 'you', amount: n };
}
