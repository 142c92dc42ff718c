import { activated, cardScript, levelRestriction, not, payReserve, restSelf, staticAbility } from '../../define.js';

export default cardScript('gustmark-gauge', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'life', amount: 1, anySubtype: ['CHESSMAN'] }, { kind: 'selfAwake' }),
    staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'power', amount: 1, anySubtype: ['CHESSMAN'] },
      { kind: 'allOf', conditions: [levelRestriction(2), not({ kind: 'selfAwake' })] }),
    activated([payReserve(2), restSelf()], [{ op: 'glimpse', count: 1 }]),
  ],
});
