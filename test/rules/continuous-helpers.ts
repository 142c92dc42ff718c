import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import type { GameState } from '../../src/engine/types.js';
import { A, act, addCard, atMain, passUntil, withDef } from '../engine/helpers.js';

/** Alice activates an action card and it resolves (targets chosen from `targets`, in order). */
export function cast(s: GameState, def: CardDef, targets: string[] = []): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), A, def.slug);
  s = act(s, A, { type: 'activate', card });
  for (let i = 0; i < 20 && s.pending; i++) {
    const legal = legalActions(s, A);
    const pick = legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' && a.target.id === targets[0])
      ?? legal.find((a) => a.type === 'chooseReserve') ?? legal[0]!;
    if (pick.type === 'chooseTarget') targets = targets.slice(1);
    s = act(s, A, pick);
  }
  return passUntil(s, (t) => t.stack.length === 0 && !t.pending && atMain(A)(t));
}
