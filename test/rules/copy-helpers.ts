// Shared scenario builders for the copy, double-faced, token, mastery and status tests.
import { defineCard, reserve } from '../../src/cards/define.js';
import type { CardDef, Effect, TargetSpec } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { ChosenTarget, GameState, PlayerId } from '../../src/engine/index.js';
import { act, addCard, payReserve } from '../engine/helpers.js';

let n = 0;

/** A fast action card (cost 0) carrying out `effects`, with these targets. */
export function spell(effects: Effect[], targets: TargetSpec[] = [], extra: Partial<CardDef> = {}): CardDef {
  n++;
  return { ...defineCard({ slug: `test-spell-${n}`, name: `Test Spell ${n}`, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: effects, targets }), ...extra };
}

export function allyDef(slug: string, power: number, life: number, extra: Partial<CardDef> = {}): CardDef {
  return { ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power, life }, {}), ...extra };
}

/** Put `def` in `who`'s hand and activate it with these targets (costs paid with the first legal cards). */
export function cast(s: GameState, who: PlayerId, def: CardDef, targets: ChosenTarget[] = [], mode?: number): [GameState, string] {
  let t: GameState = { ...s, defs: { ...s.defs, [def.slug]: def } };
  let card: string;
  [t, card] = addCard(t, who, def.slug);
  t = act(t, who, { type: 'activate', card });
  if (mode !== undefined) t = act(t, who, { type: 'chooseMode', mode });
  for (const target of targets) t = act(t, who, { type: 'chooseTarget', target });
  t = payReserve(t, who);
  if (t.pending?.kind === 'activation') {
    const rest = legalActions(t, who).find((a) => a.type === 'chooseFloating' && a.card === null);
    if (rest) t = act(t, who, rest);
  }
  return [t, card];
}

/** Whoever has Opportunity passes until the stack is empty (no pending decision in between). */
export function resolveAll(s: GameState, limit = 40): GameState {
  let t = s;
  for (let i = 0; i < limit && (t.stack.length > 0 || t.pendingTriggers.length > 0) && !t.pending; i++) {
    const who = t.players[t.opportunity?.player ?? t.turnPlayer]!.id;
    const pass = legalActions(t, who).find((a) => a.type === 'pass');
    if (!pass) break;
    t = act(t, who, pass);
  }
  return t;
}
