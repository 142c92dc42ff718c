import { cardScript, classBonus, onEnter, preventNextDamage, staticAbility, target, targetUnit, triggered } from '../../define.js';

export default cardScript('gustguard-bastion', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus()),
    triggered(onEnter(), [preventNextDamage(target(0), 2)], { condition: classBonus(), targets: [targetUnit({ controller: 'you', other: true })] }),
  ],
});
