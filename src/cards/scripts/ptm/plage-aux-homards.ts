import { allOf, cardScript, classBonus, mill, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('plage-aux-homards', {
  abilities: [
    triggered(onEnter(), [mill(2, 'you')]),
    staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'life', amount: 1, anySubtype: ['ANIMAL', 'BEAST'] },
      allOf(classBonus(), { kind: 'graveyardCount', min: 4, element: 'WATER' })),
  ],
});
