import { classBonus, defineCard, modifyLife, onEnter, recover, reserve, self, staticAbility, triggered } from '../../define.js';

export default defineCard(
  { slug: 'convalescing-mare', name: 'Convalescing Mare', types: ['ALLY'], subtypes: ['CLERIC', 'TAMER', 'ANIMAL', 'HORSE'], classes: ['CLERIC', 'TAMER'], element: 'WATER', cost: reserve(2), power: 1, life: 3 },
  {
    abilities: [
      staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus()),
      // Only the other allies gain life: every ally you control gets +1 and the Mare itself -1 back, net zero.
      triggered(onEnter(), [recover(1), modifyLife({ ref: 'alliesYouControl' }, 1), modifyLife(self(), -1)], { condition: classBonus() }),
    ],
  },
);
