import { cardScript, classBonus, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('vantage-point', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'ephemerate' }, classBonus())],
  activationValues: { ephemerate: 2 },
  targets: [targetUnit()],
  onResolve: [{ op: 'becomeDistant', subject: target(0) }],
});
