import { allOf, cardScript, classBonus, dealDamage, levelRestriction, memoryRestriction, onAttack, staticAbility, triggered } from '../../define.js';

export default cardScript('inzali-unshackled-blaze', {
  abilities: [
    triggered(onAttack(), [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 1, then: [dealDamage({ ref: 'objectsMatching', filter: {}, units: true, other: true }, 1)] }], { condition: classBonus() }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, allOf(levelRestriction(3), memoryRestriction(4))),
  ],
});
