// Plain test cards of our own (no Index card): a Norm ally, item or action with the given stats.
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef, Effect, TargetSpec } from '../../src/cards/vocabulary.js';
import type { GameState } from '../../src/engine/types.js';
import { A, atMain, newGame, passUntil, withDef } from './helpers.js';

export const ally = (slug: string, power: number, life: number, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(1), power, life }, {}), ...extra });
export const item = (slug: string, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ITEM'], element: 'NORM', cost: reserve(1) }, {}), ...extra });
export const action = (slug: string, onResolve: Effect[], targets?: TargetSpec[]): CardDef =>
  defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { onResolve, ...(targets ? { targets } : {}) });

/** Alice's main phase, with these test cards defined. */
export function start(...defs: CardDef[]): GameState {
  let s = passUntil(newGame({ first: A }), atMain(A));
  for (const d of defs) s = withDef(s, d);
  return s;
}
