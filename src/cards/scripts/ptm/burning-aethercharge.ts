import { cardScript, classBonus, dealDamage, loadInto, may, staticAbility, target } from '../../define.js';

export default cardScript('burning-aethercharge', {
  activationValues: { kindle: 2 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'kindle' }, classBonus())],
  targets: [{ kind: 'champion' }],
  onResolve: [dealDamage(target(0), 2), may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
});
