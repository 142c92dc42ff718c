import { cardScript, classBonus, onEnter, putCounters, self, staticAbility, triggered } from '../../define.js';

export default cardScript('arondight-azure-blade', {
  abilities: [
    triggered(onEnter(), [{ op: 'banishFromGraveyard', filter: {}, floatingMemory: true, max: 'any', each: [putCounters(self(), 'refinement', 1)] }], { condition: classBonus() }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2, perCounter: { counter: 'refinement' } }),
  ],
});
