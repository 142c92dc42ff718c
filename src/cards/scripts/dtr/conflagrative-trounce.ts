import { allOf, cardScript, championBonus, staticAbility } from '../../define.js';

export default cardScript('conflagrative-trounce', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 },
      allOf(championBonus('Ciel'), { kind: 'tally', tally: { of: 'omenSharedReserveCost' }, min: 2 })),
  ],
});
