// Scenario helpers for the h5-mrc card tests.
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { Action, GameState, PlayerId } from '../../../src/engine/index.js';
import { act, addCard, withDef } from '../doa/support.js';

/** Activate `def` from hand (after `steps`, e.g. target choices), paying its costs with the objects `parts` (sacrifices, banishments) first, then reserve from hand. */
export function activatePaying(s: GameState, who: PlayerId, def: CardDef, parts: string[], steps: Action[] = []): GameState {
  let card: string;
  [s, card] = addCard(withDef(s, def), who, def.slug);
  s = act(s, who, { type: 'activate', card });
  for (const step of steps) s = act(s, who, step);
  for (let i = 0; i < 30 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, who);
    const part = legal.find((a) => a.type === 'chooseCostPart' && parts.includes(a.id));
    s = act(s, who, part ?? legal.find((a) => a.type === 'chooseReserve')!);
  }
  return s;
}

/** May `who` activate `def` from hand now? */
export function canActivate(s: GameState, who: PlayerId, def: CardDef): boolean {
  const [t, card] = addCard(withDef(s, def), who, def.slug);
  return legalActions(t, who).some((a) => a.type === 'activate' && a.card === card);
}
