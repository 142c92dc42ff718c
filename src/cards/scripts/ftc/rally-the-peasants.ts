import { allOf, cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('rally-the-peasants', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 },
      allOf(classBonus(), { kind: 'opponentControlsCount', filter: { type: 'ALLY' }, min: 3 })),
  ],
  onResolve: [{ op: 'lookAndTake', count: 6, filter: { subtype: 'HUMAN' } }],
});
