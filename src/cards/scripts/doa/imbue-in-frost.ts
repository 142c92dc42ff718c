import { buffPower, cardScript, classBonus, staticAbility, target, targetWeapon } from '../../define.js';

export default cardScript('imbue-in-frost', {
  targets: [targetWeapon({ controller: 'you', subtype: 'SWORD' })],
  onResolve: [buffPower(target(0), 2)],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
