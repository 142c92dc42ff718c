import { allOf, cardScript, championBonus, preventNextInstance, sheen, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('lusters-shroud', {
  activationValues: { ephemerate: 3 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'ephemerate' }, allOf(championBonus('Merlin'), sheen(6)))],
  targets: [targetUnit()],
  onResolve: [preventNextInstance(target(0), 3)],
});
