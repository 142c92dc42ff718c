import { cardScript, classBonus, dealDamage, memoryRestriction, onDeath, staticAbility, target, triggered, whenYouDo } from '../../define.js';

export default cardScript('fanatical-devotee', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, memoryRestriction(4)),
    triggered(onDeath(), [
      { op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 2, exactly: true, other: true, then: [whenYouDo([dealDamage(target(0), 3)], [{ kind: 'champion' }])] },
    ], { condition: classBonus() }),
  ],
});
