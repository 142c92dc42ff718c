import { cardScript, classBonus, onEnter, scavenge, staticAbility, triggered } from '../../define.js';

export default cardScript('lotor-trinket', {
  abilities: [
    staticAbility(
      { kind: 'modifyStat', affects: 'yourAllies', stat: 'power', amount: 1, anySubtype: ['RACCOON'] },
      { kind: 'allOf', conditions: [classBonus(), { kind: 'opponentGraveyardEmpty' }] },
    ),
    triggered(onEnter(), [scavenge(6, { type: 'ALLY', subtype: 'RACCOON' })]),
  ],
});
