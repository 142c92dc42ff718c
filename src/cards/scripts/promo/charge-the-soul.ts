import { cardScript, classBonus, dealDamage, loadInto, may, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('charge-the-soul', {
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 1), may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
