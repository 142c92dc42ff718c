import { cardScript, championBonus, staticAbility } from '../../define.js';

export default cardScript('vacuous-servant', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perTally: { of: 'omens', filter: { type: 'ATTACK' } } }, championBonus('Ciel')),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1, perTally: { of: 'omens', filter: { type: 'ALLY' } } }, championBonus('Ciel')),
  ],
});
