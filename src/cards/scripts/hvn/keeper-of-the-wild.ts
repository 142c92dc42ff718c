import { activated, cardScript, classBonus, modifyLife, sacrificeSelf, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('keeper-of-the-wild', {
  abilities: [
    activated([sacrificeSelf()], [modifyLife(target(0), 2)], { targets: [targetAlly({ controller: 'you', anySubtype: ['ANIMAL', 'BEAST'], optional: true })] }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
