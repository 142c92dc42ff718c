import { activated, cardScript, dealDamage, ingredient, sacrificeSelf } from '../../define.js';

export default cardScript('condensed-supernova', {
  brew: [ingredient(1, { name: 'Silvershine' }), ingredient(2, { subtype: 'ADJUVANT' }), ingredient(2, { subtype: 'CATALYST' })],
  abilities: [
    activated([sacrificeSelf()], [
      // LV damage to each non-astra element unit, then Glimpse 4.
      { op: 'scaled', x: { of: 'championLevel' }, effect: dealDamage({ ref: 'objectsMatching', filter: {}, units: true, notElement: 'ASTRA' }, 0) },
      { op: 'glimpse', count: 4 },
    ]),
  ],
});
