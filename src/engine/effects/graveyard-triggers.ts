// Triggered abilities that function from the graveyard (game-mechanics/game-mechanics-abilities/README.md#general-rules:
// an ability naming the zone it works in works only there), such as a level-up watcher that exiles its own card from the
// graveyard for a benefit, or one that brings its card back onto the field. The card in its owner's
// graveyard watches like an object would; the trigger is its owner's, with no source object, and remembers the card
// (the stack item's `card`), which must still be in that graveyard as it resolves (a card that moved is a new one).
import type { Ability, Effect } from '../../cards/vocabulary.js';
import type { CardId, GameState, PlayerId, Resolution } from '../types.js';
import { logLine, type Ctx } from '../flow/ctx.js';
import { cardDef, player } from '../state/query.js';
import { putCard, takeFrom } from '../state/zones.js';
import { runNext } from '../play/run-next.js';
import { graveyardCardLostAbilities } from './mastery.js';

export interface GraveyardWatcher { controller: PlayerId; card: CardId; def: string; index: number; ability: Ability }

const memo = new WeakMap<object, Set<string>>();
/** The slugs of the game that have a triggered ability working from the graveyard. */
function graveyardTriggerSlugs(s: GameState): Set<string> {
  let set = memo.get(s.defs);
  if (!set) {
    set = new Set(Object.values(s.defs).filter((d) => d.abilities.some((ab) => ab.kind === 'triggered' && ab.fromGraveyard)).map((d) => d.slug));
    memo.set(s.defs, set);
  }
  return set;
}

/** The "whenever" abilities of cards in graveyards that watch this event (hook: flow/triggers.ts watch). */
export function graveyardWatchers(s: GameState, event: string): GraveyardWatcher[] {
  const slugs = graveyardTriggerSlugs(s);
  if (slugs.size === 0) return [];
  const out: GraveyardWatcher[] = [];
  for (const p of s.players) {
    if (p.lost) continue;
    for (const card of p.graveyard) {
      const slug = s.cards[card]!.def;
      if (!slugs.has(slug)) continue;
      const def = s.defs[slug]!;
      if (graveyardCardLostAbilities(s, p.id, def)) continue; // Phantasmagoria
      def.abilities.forEach((ab, index) => {
        if (ab.kind === 'triggered' && ab.fromGraveyard && ab.trigger.on === 'whenever' && ab.trigger.event === event) out.push({ controller: p.id, card, def: slug, index, ability: ab });
      });
    }
  }
  return out;
}

/** A graveyard-only ability does nothing while its card is an object on the field. */
export const worksOnField = (ab: Ability): boolean => ab.kind === 'static' || !ab.fromGraveyard;

/** "Banish this card from your graveyard. If you do, …": the trigger's card, if it is still in its owner's graveyard. */
export function banishSourceCard(ctx: Ctx, r: Resolution, e: Extract<Effect, { op: 'banishSourceCard' }>): void {
  const card = r.item.card;
  if (!card || !ctx.s.cards[card]) return;
  const owner = player(ctx.s, ctx.s.cards[card]!.owner);
  if (!takeFrom(owner, 'graveyard', card)) return;
  putCard(ctx, card, 'banishment');
  logLine(ctx, `${owner.name} banishes ${cardDef(ctx.s, card).name} from their graveyard.`, owner.id);
  if (e.then.length) runNext(r, e.then);
}
