// "You can't remove [kind] counters from your champion to pay for costs" (Mana Limiter): a static
// prohibition (game-mechanics/game-mechanics-counters.md#general-rules). A cost that would remove such
// counters from its payer's champion can't be paid, so the ability can't be activated.
import type { ActivatedCost, CounterKind } from '../../cards/vocabulary.js';
import type { GameState, ObjectState, PlayerId } from '../types.js';
import { abilitySources, championOf, conditionMet, mayHaveAbilityIn } from '../state/query.js';
import { slugsWithAbility } from '../state/game-facts.js';

const banSlugs = slugsWithAbility((ab) => ab.kind === 'static' && ab.effect.kind === 'cantPayWithChampionCounters');

/** Is `who` forbidden to remove this kind of counters from their champion to pay for costs? */
export function championCountersBanned(s: GameState, who: PlayerId, counter: CounterKind): boolean {
  const slugs = banSlugs(s.defs);
  if (slugs.size === 0) return false;
  return s.field.some((id) => {
    const o = s.objects[id]!;
    if (o.controller !== who || !mayHaveAbilityIn(s, o, slugs)) return false;
    return abilitySources(s, o).some(({ ability: ab, def }) => ab.kind === 'static' && ab.effect.kind === 'cantPayWithChampionCounters'
      && ab.effect.counter === counter && (!ab.condition || conditionMet(s, who, ab.condition, o, [], undefined, s.defs[def])));
  });
}

/** Does this cost (of an ability of `o`) remove banned counters from `who`'s champion? */
export function costUsesBannedCounters(s: GameState, who: PlayerId, o: ObjectState, c: ActivatedCost): boolean {
  if (c.kind === 'removeChampionCounters' || c.kind === 'removeChampionCountersX') return championCountersBanned(s, who, c.counter);
  if (c.kind === 'removeCounters') return championOf(s, who)?.id === o.id && championCountersBanned(s, who, c.counter);
  return false;
}
