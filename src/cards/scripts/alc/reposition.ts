import { classBonus, defineCard, reserve, staticAbility, target, targetUnit } from '../../define.js';

export default defineCard(
  { slug: 'reposition', name: 'Reposition', types: ['ACTION'], subtypes: ['RANGER', 'SKILL'], classes: ['RANGER'], element: 'NORM', cost: reserve(1), speed: true },
  { targets: [targetUnit()], onResolve: [{ op: 'becomeDistant', subject: target(0) }], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] },
);
