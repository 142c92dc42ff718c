import { classBonus, dealDamage, defineCard, reserve, staticAbility, target, targetUnit } from '../../define.js';

export default defineCard(
  { slug: 'ignite-the-soul', name: 'Ignite the Soul', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'FIRE', cost: reserve(1), speed: true },
  { targets: [targetUnit()], onResolve: [dealDamage(target(0), 1)], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] },
);
