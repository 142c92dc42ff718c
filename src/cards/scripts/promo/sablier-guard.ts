import { cardScript, staticAbility } from '../../define.js';

export default cardScript('sablier-guard', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perTally: { of: 'omenReserveCosts' } }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1, perTally: { of: 'omenReserveCosts' } }),
  ],
});
