// Script helper for "choose one; if imbued, choose two instead" (src/engine/play/imbued-modes.ts): the single
// modes, then every ordered pair (first: the mode chosen as the card is activated; second: the one added once it is
// imbued). A pair's targets are the first mode's then the second's; its effects resolve in printed order.
import type { Effect, Mode } from './vocabulary.js';

/** The same effects, with every reference to a target index moved by `offset`. */
export function shiftTargets(effects: Effect[], offset: number): Effect[] {
  if (offset === 0) return effects;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    const tag = String(o.ref ?? o.kind ?? '');
    for (const [k, x] of Object.entries(o)) {
      if (typeof x === 'number' && (k === 'target' || k === 'activationTarget' || (k === 'index' && /target|activationController/i.test(tag)))) out[k] = x + offset;
      else out[k] = walk(x);
    }
    return out;
  };
  return walk(effects) as Effect[];
}

export function chooseOneOrTwoIfImbued(singles: Mode[]): Mode[] {
  const pairs: Mode[] = [];
  singles.forEach((first, i) => singles.forEach((second, j) => {
    if (i === j) return;
    const targets = [...(first.targets ?? []), ...(second.targets ?? [])];
    const added = shiftTargets(second.effects, first.targets?.length ?? 0);
    pairs.push({ ...(targets.length > 0 ? { targets } : {}), effects: i < j ? [...first.effects, ...added] : [...added, ...first.effects], imbuedUpgradeOf: i });
  }));
  return [...singles, ...pairs];
}
