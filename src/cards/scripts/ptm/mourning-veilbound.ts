import { activated, defineCard, reserve, sacrificeSelf, target, targetAlly } from '../../define.js';

export default defineCard(
  { slug: 'mourning-veilbound', name: 'Mourning Veilbound', types: ['ALLY'], subtypes: ['CLERIC', 'SPECTER'], classes: ['CLERIC'], element: 'NORM', cost: reserve(2), power: 0, life: 2 },
  {
    keywords: ['stealth'],
    abilities: [
      activated([sacrificeSelf()], [{ op: 'grantKeyword', subject: target(0), keyword: 'spellshroud', duration: 'untilEndOfTurn' }], {
        targets: [targetAlly({ subtype: 'SPECTER', optional: true })],
      }),
    ],
  },
);
