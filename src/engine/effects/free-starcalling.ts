// A champion that lets its player, once each turn, starcall at no reserve cost (glossary/keywords-and-abilities.md#starcalling):
// an alternative to a Starcalling cost, offered as its own answer while glimpsing (the player may also starcall
// paying the usual cost and keep this for later). Used, the reserve cost to pay is 0: changes to the card's reserve
// cost do not apply to it, while other additional costs (sacrifices, …) are still paid. The champion's static
// ability of kind 'freeStarcalling' allows it once each turn, counted per player.
import type { CardId, GameState, PlayerId } from '../types.js';
import { abilitySources, championOf, conditionMet } from '../state/query.js';

/** May `who` starcall for free now (a 'freeStarcalling' ability on their champion, not used this turn)? */
export function freeStarcallAvailable(s: GameState, who: PlayerId): boolean {
  if (s.freeStarcallUsed?.some((x) => x.player === who && x.turn === s.turn)) return false;
  const champ = championOf(s, who);
  if (!champ) return false;
  return abilitySources(s, champ).some(({ ability: ab, def }) => ab.kind === 'static' && ab.effect.kind === 'freeStarcalling'
    && (!ab.condition || conditionMet(s, who, ab.condition, champ, [], undefined, s.defs[def])));
}

/** The free starcall is used: once this turn. */
export function useFreeStarcall(s: GameState, who: PlayerId, _card: CardId): void {
  s.freeStarcallUsed = [...(s.freeStarcallUsed ?? []).filter((x) => x.turn === s.turn), { player: who, turn: s.turn }];
}
