import { classBonus, dealDamage, defineCard, onAttack, reserve, target, targetUnit, triggered } from '../../define.js';

export default defineCard(
  { slug: 'blazing-direwolf', name: 'Blazing Direwolf', types: ['ALLY'], subtypes: ['TAMER', 'BEAST', 'WOLF'], classes: ['TAMER'], element: 'FIRE', cost: reserve(4), power: 4, life: 4 },
  { keywordValues: { pride: 5 }, abilities: [triggered(onAttack(), [dealDamage(target(0), 2)], { condition: classBonus(), targets: [targetUnit()] })] },
);
