// "Ignore the elemental requirements of <kind of> cards you activate/play"
// (general-rules/general-rules-parts-of-a-card/parts-of-a-card-element.md#parts-of-a-card-element): such a card
// may be played even when its elements are not enabled for the player. A static ability on the player's
// champion (its own card or an Inherited Effect of its lineage), or of a boon the player has gained,
// ignores them while it is in force, and so does a card's own static ability about itself as it is activated; an
// effect ("for the rest of the game") records the rule in the state.
import type { CardDef, Element, ElementIgnore } from '../../cards/vocabulary.js';
import type { GameState, PlayerId } from '../types.js';
import type { Ctx } from '../flow/ctx.js';
import { cardMatches } from '../play/effects.js';
import { abilitySources, championOf, conditionMet } from '../state/query.js';
import { boonAbilities } from './boon-abilities.js';

const BASIC: readonly Element[] = ['FIRE', 'WATER', 'WIND'];
const isAdvanced = (e: Element) => e !== 'NORM' && !BASIC.includes(e);

function elementClassFits(def: CardDef, elements: ElementIgnore['elements']): boolean {
  const advanced = def.elements.some(isAdvanced);
  if (elements === 'advanced') return advanced;
  if (elements === 'nonAdvanced') return !advanced;
  return !advanced && def.elements.some((e) => BASIC.includes(e)); // 'basic'
}

function fits(rule: ElementIgnore, def: CardDef, via: 'activate' | 'materialize'): boolean {
  return (rule.via !== 'activate' || via === 'activate') && elementClassFits(def, rule.elements) && cardMatches(def, rule.filter);
}

/** Does a rule in force let `who` ignore the elemental requirements of `def`, played this way? */
export function ignoresElementalRequirements(s: GameState, who: PlayerId, def: CardDef, via: 'activate' | 'materialize'): boolean {
  if (s.elementIgnores?.some((r) => r.player === who && fits(r, def, via))) return true;
  // "As long as …, ignore this card's elemental requirements as you activate it": a static ability of the card itself.
  if (via === 'activate' && def.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'ignoreOwnElementalRequirements'
    && (!ab.condition || conditionMet(s, who, ab.condition, undefined, [], undefined, def)))) return true;
  // A static ability of a boon its player has gained (effects/boon-abilities.ts).
  for (const b of boonAbilities(s)) {
    if (b.controller === who && b.ability.kind === 'static' && b.ability.effect.kind === 'ignoreElementalRequirements' && fits(b.ability.effect.rule, def, via)) return true;
  }
  const champ = championOf(s, who);
  if (!champ) return false;
  for (const { ability: ab, def: abDef } of abilitySources(s, champ)) {
    if (ab.kind !== 'static' || ab.effect.kind !== 'ignoreElementalRequirements') continue;
    if (ab.condition && !conditionMet(s, who, ab.condition, champ, [], undefined, s.defs[abDef])) continue;
    if (fits(ab.effect.rule, def, via)) return true;
  }
  return false;
}

/** The effect: the rule holds for its controller for the rest of the game. */
export function addElementIgnore(ctx: Ctx, controller: PlayerId, rule: ElementIgnore): void {
  ctx.s.elementIgnores = [...(ctx.s.elementIgnores ?? []), { ...rule, player: controller }];
}
