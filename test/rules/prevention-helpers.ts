// Shared scenario builders for the damage prevention and replacement effect tests.
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef, Effect, TargetSpec } from '../../src/cards/vocabulary.js';
import type { GameState, PlayerId } from '../../src/engine/types.js';
import { legalActions } from '../../src/engine/index.js';
import { targetUnit } from '../../src/cards/define.js';
import { expect } from 'vitest';
import { A, B, act, addCard, addObject, atMain, newGame, passUntil, withDef } from '../engine/helpers.js';

export const ally = (slug: string, power: number, life: number, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power, life }, {}), ...extra });

let n = 0;

/**
 * `who` plays a free action card with these effects (and targets, chosen in order), and the
 * players pass until it has resolved or a replacement order is asked for.
 */
export function cast(s: GameState, who: PlayerId, effects: Effect[], targets: { spec: TargetSpec; id: string }[] = []): GameState {
  const slug = `test-spell-${n++}`;
  s = withDef(s, defineCard({ slug, name: `Spell ${n}`, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: effects, targets: targets.map((t) => t.spec) }));
  let card: string;
  [s, card] = addCard(s, who, slug);
  s = act(s, who, { type: 'activate', card });
  let ti = 0;
  while (s.pending?.kind === 'activation') {
    const legal = legalActions(s, who);
    const t = targets[ti];
    const pick = legal.find((a) => a.type === 'chooseTarget' && t && a.target?.kind === 'object' && a.target.id === t.id) ?? legal.find((a) => a.type !== 'cancel');
    if (!pick) throw new Error('cannot finish the activation');
    if (pick.type === 'chooseTarget') ti++;
    s = act(s, who, pick);
  }
  return passUntil(s, (t) => t.pending?.kind === 'orderReplacements' || (t.stack.length === 0 && !t.pending));
}

/** Alice's main phase with a 1/9 test ally of hers on the field. */
export function board(extra: Parameters<typeof ally>[3] = {}): [GameState, string] {
  let s = withDef(passUntil(newGame({ first: A }), atMain(A)), ally('test-guard', 1, 9, extra));
  let u: string;
  [s, u] = addObject(s, A, 'test-guard');
  return [s, u];
}
export const onIt = (u: string) => [{ spec: targetUnit(), id: u }];

/** The test Link Shield: an item like the board's guard, with Link Shield (defined on a board from `board`). */
export const withAegis = (s: GameState): GameState =>
  withDef(s, { ...s.defs['test-guard']!, slug: 'test-aegis', name: 'Test Aegis', types: ['ITEM'], power: null, life: null, keywords: ['linkShield'] });

/** A board whose ally has two Link Shields linked to it, the first one older: [state, ally, older, newer]. */
export function doublyShielded(): [GameState, string, string, string] {
  let [s, u] = board();
  s = withAegis(s);
  let older: string, newer: string;
  [s, older] = addObject(s, A, 'test-aegis', { linkedTo: u });
  [s, newer] = addObject(s, A, 'test-aegis', { linkedTo: u });
  return [s, u, older, newer];
}

/** Alice, the shielded ally's controller, is asked which of the two shields is destroyed instead; nobody else may act. */
export function expectShieldChoice(s: GameState, kind: 'orderReplacements' | 'orderLeavingReplacements', older: string, newer: string): void {
  expect(s.pending?.kind).toBe(kind);
  expect(s.pending!.player).toBe(A);
  expect(legalActions(s, A).filter((a) => a.type !== 'concede')).toEqual([
    { type: 'orderReplacement', replacement: older },
    { type: 'orderReplacement', replacement: newer },
  ]);
  expect(legalActions(s, B)).toEqual([{ type: 'concede' }]);
}
