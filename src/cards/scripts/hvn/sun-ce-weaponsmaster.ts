import { cardScript, classBonus, onEnter, putCounters, staticAbility, target, targetWeapon, triggered } from '../../define.js';

export default cardScript('sun-ce-weaponsmaster', {
  abilities: [
    triggered(onEnter(), [putCounters(target(0), 'durability', 1)], { condition: classBonus(), targets: [targetWeapon({ controller: 'you', subtype: 'WARRIOR' })] }),
    staticAbility({ kind: 'modifyStat', affects: 'yourWeapons', stat: 'power', amount: 1, anySubtype: ['WARRIOR'] }, classBonus()),
  ],
});
