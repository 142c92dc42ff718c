import { classBonus, defineCard, memory, onEnter, onLeave, summonToken, triggered } from '../../define.js';

export default defineCard(
  { slug: 'deployment-beacon', name: 'Deployment Beacon', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['GUARDIAN', 'DEVICE'], classes: ['GUARDIAN'], element: 'WIND', cost: memory(1) },
  {
    abilities: [
      triggered(onEnter(), [summonToken('automaton-drone')]),
      triggered(onLeave(), [summonToken('automaton-drone')], { condition: classBonus() }),
    ],
  },
);
