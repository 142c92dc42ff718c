import type { Ability, CardDef } from '../../cards/vocabulary.js';
import type { GameState, ObjectState } from '../types.js';

/**
 * Facts about the cards of one game. A game's cards and definitions never change (states share
 * them by reference), so these are worked out once per game and answered without looking each
 * card up again.
 */
interface GameFacts {
  /** Cards with an Ephemerate cost: the only ones that can be activated from a graveyard. */
  ephemerate: Set<string>;
}

const facts = new WeakMap<GameState['cards'], GameFacts>();
let lastCards: GameState['cards'] | null = null;
let lastFacts: GameFacts | null = null;

export function gameFacts(s: GameState): GameFacts {
  if (s.cards === lastCards) return lastFacts!; // one game at a time, most of the time
  let f = facts.get(s.cards);
  if (!f) {
    f = { ephemerate: new Set() };
    for (const [id, c] of Object.entries(s.cards)) {
      if (s.defs[c.def]?.activationValues?.ephemerate != null) f.ephemerate.add(id);
    }
    facts.set(s.cards, f);
  }
  lastCards = s.cards;
  lastFacts = f;
  return f;
}

/**
 * Facts worked out once per game's set of card definitions (`s.defs`, shared by every state of a
 * game and never changed): e.g. which of its cards have some kind of ability. One game is played
 * at a time, most of the time, so the last answer is kept at hand.
 */
export function defsFacts<T>(compute: (defs: Record<string, CardDef>) => T): (defs: Record<string, CardDef>) => T {
  const cache = new WeakMap<Record<string, CardDef>, T>();
  let lastDefs: Record<string, CardDef> | null = null;
  let last: T | undefined;
  return (defs) => {
    if (defs === lastDefs) return last as T;
    let v = cache.get(defs);
    if (v === undefined) {
      v = compute(defs);
      cache.set(defs, v);
    }
    lastDefs = defs;
    last = v;
    return v;
  };
}

/**
 * The slugs of a game's card definitions with an ability that `pred` accepts (of the definitions
 * `forDef` accepts, if given). With `cardOrLineageIn`, a cheap way to pass over objects that can't
 * have such an ability.
 */
export function slugsWithAbility(pred: (ab: Ability) => boolean, forDef?: (d: CardDef) => boolean): (defs: Record<string, CardDef>) => Set<string> {
  return defsFacts((defs) => {
    const set = new Set<string>();
    for (const [slug, d] of Object.entries(defs)) if ((!forDef || forDef(d)) && d.abilities.some(pred)) set.add(slug);
    return set;
  });
}

/** Is the object's card, or a card of its lineage, one of these slugs? */
export function cardOrLineageIn(s: GameState, o: ObjectState, slugs: Set<string>): boolean {
  if (slugs.has(o.def)) return true;
  for (const c of o.lineage) if (slugs.has(s.cards[c]!.def)) return true;
  return false;
}
