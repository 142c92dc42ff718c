import { dealDamage, defineCard, eachChampion, reserve } from '../../define.js';

export default defineCard(
  { slug: 'embercrypt-burn', name: 'Embercrypt Burn', types: ['ACTION'], subtypes: ['CLERIC', 'SPELL'], classes: ['CLERIC'], element: 'FIRE', cost: reserve(2), speed: true },
  {
    targets: [{ kind: 'graveyardCard' }],
    onResolve: [{ op: 'banishCard', target: 0 }, dealDamage(eachChampion(), 2)],
  },
);
