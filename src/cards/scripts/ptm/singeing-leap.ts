import { cardScript, classBonus, dealDamage, staticAbility, yourChampion } from '../../define.js';

// The Ephemerate keyword only with the class bonus; its cost is the activation value.
export default cardScript('singeing-leap', {
  activationValues: { ephemerate: 2 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'ephemerate' }, classBonus())],
  onResolve: [dealDamage(yourChampion(), 1), { op: 'becomeDistant', subject: yourChampion() }],
});
