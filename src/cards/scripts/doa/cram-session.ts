import { classBonus, defineCard, modifyLevel, reserve, staticAbility, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'cram-session', name: 'Cram Session', types: ['ACTION'], subtypes: ['MAGE', 'SKILL'], classes: ['MAGE'], element: 'NORM', cost: reserve(1), speed: false },
  { onResolve: [modifyLevel(yourChampion(), 1)], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] },
);
