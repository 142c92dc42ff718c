import { cardScript, classBonus, putCounters, self, staticAbility, triggered, whenever } from '../../define.js';

export default cardScript('photic-blade', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perCounter: { counter: 'refinement' } }),
    triggered(whenever('recovers', { who: 'you' }), [putCounters(self(), 'refinement', 1)], { condition: classBonus() }),
  ],
});
