import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('neos-elemental', {
  keywords: ['hindered', 'steadfast', 'taunt', 'trueSight', 'vigor'],
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perControlled: { type: 'TOKEN' } }, classBonus()),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perControlled: 'TOKEN' }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1, perControlled: 'TOKEN' }),
  ],
});
