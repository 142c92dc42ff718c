import { classBonus, defineCard, ifThen, onEnter, putCounters, reserve, self, staticAbility, triggered } from '../../define.js';

export default defineCard(
  { slug: 'plasma-vanguard', name: 'Plasma Vanguard', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'EXIA', cost: reserve(3), power: 2, life: 2 },
  {
    keywords: ['intercept'],
    abilities: [
      staticAbility({ kind: 'keyword', keyword: 'vigor' }, { kind: 'damage', min: 25 }),
      // "ten or less" is the else branch of "11 or more".
      triggered(onEnter(), [ifThen({ kind: 'damage', min: 11 }, [], [putCounters(self(), 'buff', 3)])], { condition: classBonus() }),
    ],
  },
);
