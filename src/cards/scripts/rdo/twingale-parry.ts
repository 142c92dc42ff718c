import { allOf, cardScript, classBonus, preventNextDamage, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('twingale-parry', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'ephemerate' }, allOf(classBonus(), { kind: 'controlsCount', filter: { type: 'WEAPON', subtype: 'SWORD' }, min: 1 }))],
  activationValues: { ephemerate: 2 },
  targets: [targetUnit()],
  onResolve: [preventNextDamage(target(0), 2, { damageType: 'combat' })],
});
