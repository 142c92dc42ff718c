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

