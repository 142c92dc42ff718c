// Boons and First Boon (general-rules/general-rules-card-types/card-types-boons.md,
// glossary/keywords-and-abilities.md#first-boon). Boons exist only in the Pantheon variant: a
// player presents them face down in the Pantheon zone. A boon with First Boon is bestowed as a
// pre-game action, before the Spirits enter: nobody has Opportunity while that happens, and the
// bestowed boon stays face up in the Pantheon zone without becoming an object.
//
// Once a bestowal has resolved its player gains the boon (playing-cards-bestowing-boons.md). A boon
// whose text asks for a card name as it is gained (`gainChoice`, e.g. Greater Boon of Luxera) waits
// for that answer as a pre-game decision (`chooseBoonName`); the remaining First Boons, and then
// the game's start, follow once it is answered.
import type { CardDef } from '../../cards/vocabulary.js';
import type { Action, CardId, Decision, GameState, PlayerId, RuleViolation, StackItem } from '../types.js';
import { RULES } from '../rules-refs.js';
import { runEffects } from '../play/effects.js';
import { logLine, type Ctx } from './ctx.js';

type ChooseBoonName = Extract<Decision, { kind: 'chooseBoonName' }>;

/**
 * Pre-game: bestow every First Boon, players in turn order starting with the first player.
 * Returns false when a boon's choice is now pending (answer it with `answerBoonName`, which goes on).
 */
export function bestowFirstBoons(ctx: Ctx): boolean {
  const s = ctx.s;
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[(s.firstPlayer + i) % s.players.length]!;
    for (const boon of p.pantheon ?? []) {
      const def = s.defs[s.cards[boon.card]!.def]!;
      if (boon.bestowed || !def.keywords.includes('firstBoon')) continue;
      boon.bestowed = true;
      logLine(ctx, `${p.name} bestows ${def.name} (First Boon).`, p.id);
      if (def.onResolve?.length) {
        const item: StackItem = { id: `boon-${boon.card}`, kind: 'activation', controller: p.id, card: boon.card, def: def.slug, targets: [], x: 0, timestamp: s.nextTimestamp++ };
        // Only effects that need no choice can run before the game has begun.
        if (runEffects(ctx, { item, effects: def.onResolve, index: 0 }) !== 'done') {
          throw new Error(`${def.name}: a First Boon whose effects ask for a choice cannot be bestowed before the game begins`);
        }
      }
      // The bestowal has resolved: the player gains the boon, making its "as you gain" choice now.
      if (def.gainChoice) {
        s.pending = { kind: 'chooseBoonName', player: p.id, card: boon.card, options: boonNameOptions(s, def) };
        return false;
      }
    }
  }
  return true;
}

/**
 * The card names a boon's `gainChoice` may name: every card name this game knows (its decks and the
 * tokens and cards its scripts can make) apart from the excluded types and supertypes. Tokens are
 * not cards, so their names are never offered. A name of a card outside this game is not offered:
 * no card of that name can be activated or generated in it, so such a choice would change nothing.
 */
export function boonNameOptions(s: GameState, boon: CardDef): string[] {
  const spec = boon.gainChoice;
  if (!spec) return [];
  const names = new Set<string>();
  for (const d of Object.values(s.defs)) {
    if (d.types.includes('TOKEN')) continue;
    if (spec.exceptTypes?.some((t) => d.types.includes(t))) continue;
    if (spec.exceptSupertypes?.some((t) => d.supertypes.includes(t))) continue;
    names.add(d.name);
  }
  return [...names].sort();
}

/** The answers to a pending boon name choice: one per name. */
export function boonNameAnswers(d: ChooseBoonName): Action[] {
  return d.options.map((name): Action => ({ type: 'chooseName', name }));
}

/** Answer a pending boon name choice, then go on bestowing the remaining First Boons. */
export function answerBoonName(ctx: Ctx, who: PlayerId, d: ChooseBoonName, action: Action): RuleViolation | null {
  const s = ctx.s;
  if (action.type !== 'chooseName' || who !== d.player) return { message: 'The game is waiting for the card name a boon asks for.', rule: RULES.firstBoon };
  if (!d.options.includes(action.name)) return { message: 'That boon cannot name that card.', rule: RULES.boons };
  const entry = s.players.find((p) => p.id === d.player)?.pantheon?.find((b) => b.card === d.card);
  if (!entry) return { message: 'That boon is not in the Pantheon zone.', rule: RULES.boons };
  s.pending = null;
  entry.chosenName = action.name;
  logLine(ctx, `${s.players.find((p) => p.id === d.player)!.name} names ${action.name} for ${s.defs[s.cards[d.card]!.def]!.name}.`, d.player);
  bestowFirstBoons(ctx); // the other First Boons; `apply` then starts the game (advance)
  return null;
}

/** The card name a player chose for one of their boons, if any. */
export function boonChosenName(s: GameState, who: PlayerId, card: CardId): string | undefined {
  return s.players.find((p) => p.id === who)?.pantheon?.find((b) => b.card === card)?.chosenName;
}
