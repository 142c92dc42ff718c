import { classBonus, defineCard, putCounters, reserve, staticAbility, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'channel-the-wind', name: 'Channel the Wind', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: 'WIND', cost: reserve(2), speed: false },
  { onResolve: [putCounters(yourChampion(), 'enlighten', 1)], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] },
);
