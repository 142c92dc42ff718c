// A gained boon that gives its player's Spell cards, while their activations are on the effects stack, a
// damage-modifying replacement: each event of damage they deal is that much plus X, X being the player's
// LV divided by a number, rounded down (card-types-boons.md#general-rules; glossary/game-terms.md#lv).
// `sourceCard` is set only for the damage of a card activation as it resolves (play/effects.ts), so the
// card is on the stack then. The replacement is ordered with the other replacements on that damage like
// an 'increase' (game-mechanics/game-mechanics-damage-prevention.md; effects/prevention.ts), once per event;
// X is worked out as the damage is dealt.
import type { DamageEvent, GameState } from '../types.js';
import { championLevel } from '../state/query.js';
import { anyGainedBoon, boonAbilities } from './boon-abilities.js';

interface Bonus { id: string; label: string; prevent: () => number; use: () => void; add: number }

/** The damage-modifying replacements that apply to this event because of boons, not yet used on it. */
export function spellDamageBonuses(s: GameState, ev: DamageEvent, used: Set<string>): Bonus[] {
  if (ev.combat || !ev.sourceCard || !anyGainedBoon(s)) return [];
  const card = s.cards[ev.sourceCard];
  const def = card ? s.defs[card.def] : undefined;
  if (!card || !def?.subtypes.includes('SPELL')) return [];
  const out: Bonus[] = [];
  for (const b of boonAbilities(s)) {
    if (b.controller !== card.owner || b.ability.kind !== 'static' || b.ability.effect.kind !== 'ownSpellDamagePlusLevel') continue;
    const id = `boon:${b.card}:${b.index}`;
    if (used.has(id)) continue;
    const add = Math.floor(championLevel(s, b.controller) / b.ability.effect.levelDivisor);
    if (add <= 0) continue;
    out.push({ id, label: `${s.defs[b.def]!.name}: ${add} more damage is dealt`, prevent: () => 0, use: () => {}, add });
  }
  return out;
}
