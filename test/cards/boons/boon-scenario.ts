// Scenario helpers for boons: presenting a boon in a Pantheon zone, bestowing it, gaining it.
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { ChosenTarget, GameState, PlayerId } from '../../../src/engine/index.js';
import { act, edit, payReserve, player, withDef } from '../../engine/helpers.js';
import { settle } from '../amb/scenario.js';

/** Present a boon face down in `who`'s Pantheon zone. Returns the state and the boon's card id. */
export function presentBoon(s: GameState, who: PlayerId, def: CardDef): [GameState, string] {
  let card = '';
  s = edit(withDef(s, def), (t) => {
    card = `c${900 + Object.keys(t.cards).length}`;
    t.cards[card] = { owner: who, def: def.slug };
    const p = player(t, who);
    p.pantheon = [...(p.pantheon ?? []), { card, bestowed: false }];
  });
  return [s, card];
}

/** Bestow a presented boon the real way: targets, then its reserve cost; the bestowal resolves at once. */
export function bestow(s: GameState, who: PlayerId, card: string, targets: ChosenTarget[] = []): GameState {
  s = act(s, who, { type: 'bestow', card });
  for (const target of targets) s = act(s, who, { type: 'chooseTarget', target });
  return payReserve(s, who);
}

/** Present a boon and bestow it, then let everything settle. */
export function bestowNew(s: GameState, who: PlayerId, def: CardDef, targets: ChosenTarget[] = []): [GameState, string] {
  let card: string;
  [s, card] = presentBoon(s, who, def);
  return [settle(bestow(s, who, card, targets)), card];
}

/** A boon already gained (its bestowal resolved earlier in the game). */
export function gainedBoon(s: GameState, who: PlayerId, def: CardDef): [GameState, string] {
  let card: string;
  [s, card] = presentBoon(s, who, def);
  s = edit(s, (t) => {
    player(t, who).pantheon!.find((b) => b.card === card)!.bestowed = true;
  });
  return [s, card];
}

/** Activate the `index`-th ability of a gained boon: targets, then its reserve cost. It waits on the stack. */
export function activateBoonAbility(s: GameState, who: PlayerId, card: string, index = 0, targets: ChosenTarget[] = []): GameState {
  s = act(s, who, { type: 'activateBoonAbility', card, index });
  for (const target of targets) s = act(s, who, { type: 'chooseTarget', target });
  return payReserve(s, who);
}
