import { allOf, anyOf, cardScript, championBonus, dealDamage, levelRestriction, sheen, staticAbility, target, targetUnit } from '../../define.js';

// Two Ephemerate abilities with the same cost: the card has the keyword when either holds.
export default cardScript('flared-iridescence', {
  activationValues: { ephemerate: 2 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'ephemerate' }, allOf(championBonus('Merlin'), anyOf(sheen(10), levelRestriction(5))))],
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 4)],
});
