import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('modulating-cadence', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perControlled: { type: 'ALLY', subtype: 'ANIMAL' } }, classBonus())],
  onResolve: [{ op: 'lookAndTake', count: 8, filter: { anySubtype: ['HARMONY', 'MELODY'] } }],
});
