import { allOf, cardScript, classBonus, mill, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('dian-wei-valorant-fury', {
  abilities: [
    triggered(onEnter(), [{ op: 'scaled', x: { of: 'controlled', filter: { type: 'ALLY', subtype: 'HUMAN' } }, effect: mill(0, 'you') }], { condition: classBonus() }),
    // Deluge 6.
    staticAbility({ kind: 'modifyStat', affects: 'otherAlliesYouControl', stat: 'power', amount: 1, anySubtype: ['HUMAN'] },
      allOf(classBonus(), { kind: 'graveyardCount', min: 6, element: 'WATER' })),
  ],
});
