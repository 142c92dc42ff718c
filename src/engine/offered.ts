import type { Action } from './types.js';

/**
 * Whether `input` is deep-equal to one of the `offered` actions: the same own keys (a key whose
 * value is undefined counts as absent) with equal values, all the way down. `apply` accepts an
 * input only when this holds against `legalActions`, so nothing can be done that is not offered.
 */
export function isOffered(input: unknown, offered: readonly Action[]): boolean {
  for (const a of offered) if (deepEqual(input, a)) return true;
  return false;
}

function deepEqual(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  if (Array.isArray(x) || Array.isArray(y)) {
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!deepEqual(x[i], y[i])) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(x);
  if (proto !== Object.prototype && proto !== null) return false;
  const xs = x as Record<string, unknown>;
  const ys = y as Record<string, unknown>;
  let defined = 0;
  for (const k of Object.keys(xs)) {
    if (xs[k] === undefined) continue;
    if (!Object.prototype.hasOwnProperty.call(ys, k) || !deepEqual(xs[k], ys[k])) return false;
    defined++;
  }
  for (const k of Object.keys(ys)) if (ys[k] !== undefined) defined--;
  return defined === 0 && Object.getOwnPropertySymbols(xs).length === 0;
}
