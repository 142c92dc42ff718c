import { classBonus, defineCard, draw, putCounters, reserve, staticAbility, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'surveil-the-winds', name: 'Surveil the Winds', types: ['ACTION'], subtypes: ['ASSASSIN', 'SKILL'], classes: ['ASSASSIN'], element: 'WIND', cost: reserve(2), speed: false },
  { onResolve: [draw(1), putCounters(yourChampion(), 'preparation', 1)], abilities: [staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus())] },
);
