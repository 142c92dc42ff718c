import { activated, anyOf, banishSelf, defineCard, memory, yourChampion, youControl } from '../../define.js';

export default defineCard(
  { slug: 'beastbond-boots', name: 'Beastbond Boots', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['TAMER', 'ACCESSORY'], classes: ['TAMER'], element: 'NORM', cost: memory(0) },
  {
    abilities: [
      // Only allies carry the Animal and Beast subtypes; the condition is checked on activation only.
      activated([banishSelf()], [{ op: 'grantKeyword', subject: yourChampion(), keyword: 'spellshroud', duration: 'untilEndOfTurn' }], {
        condition: anyOf(youControl('ANIMAL'), youControl('BEAST')),
      }),
    ],
  },
);
