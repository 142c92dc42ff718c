import { classBonus, dealDamage, cardScript, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('ignite-the-soul', { targets: [targetUnit()], onResolve: [dealDamage(target(0), 1)], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
