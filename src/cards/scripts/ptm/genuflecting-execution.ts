import { classBonus, defineCard, destroy, reserve, staticAbility, target, targetAlly } from '../../define.js';

export default defineCard(
  { slug: 'genuflecting-execution', name: 'Genuflecting Execution', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: ['EXALTED', 'WATER'], cost: reserve(7), speed: false },
  {
    abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, classBonus())],
    targets: [targetAlly({ rested: true, optional: true }), targetAlly({ rested: true, optional: true })],
    onResolve: [destroy(target(0)), destroy(target(1))],
  },
);
