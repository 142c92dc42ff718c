import { activated, banishSelf, classBonus, defineCard, draw, memory, onEnter, restSelf, triggered, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'ranger-boots', name: 'Ranger Boots', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['RANGER', 'ACCESSORY'], classes: ['RANGER'], element: 'NORM', cost: memory(1) },
  {
    keywords: ['hindered'],
    abilities: [
      triggered(onEnter(), [draw(1)]),
      activated([restSelf(), banishSelf()], [{ op: 'becomeDistant', subject: yourChampion() }], { condition: classBonus() }),
    ],
  },
);
