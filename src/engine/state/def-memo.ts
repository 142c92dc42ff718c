import type { CardDef } from '../../cards/vocabulary.js';

/**
 * Facts worked out once per card definition (definitions never change). They are kept on the
 * definition itself under a symbol, not enumerable, so JSON, equality and views never see them:
 * reading a property is several times cheaper than a WeakMap lookup, and these are read on every
 * object, many times per action. A frozen definition (tests freeze whole states) falls back to a WeakMap.
 */
export function defMemo<T>(key: symbol, compute: (def: CardDef) => T): (def: CardDef) => T {
  const frozen = new WeakMap<CardDef, T>();
  return (def: CardDef): T => {
    const held = (def as unknown as Record<symbol, T | undefined>)[key];
    if (held !== undefined) return held;
    const hit = frozen.get(def);
    if (hit !== undefined) return hit;
    const v = compute(def);
    if (Object.isExtensible(def)) Object.defineProperty(def, key, { value: v, enumerable: false, writable: false, configurable: false });
    else frozen.set(def, v);
    return v;
  };
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
