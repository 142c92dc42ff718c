import { cardScript, classBonus, memoryRestriction, staticAbility } from '../../define.js';

export default cardScript('galestream-insight', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, memoryRestriction(4)),
  ],
  onResolve: [{ op: 'lookAndTake', count: 6, filter: { subtype: 'SPELL' }, to: 'memory' }],
});
