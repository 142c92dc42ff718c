import { cardScript, classBonus, dealDamage, eventObject, eventObjectIs, ifThen, onHit, prepared, staticAbility, triggered } from '../../define.js';

// Prepare only with the class bonus; a prepared hit on a champion may trade a Floating Memory card of the graveyard for 4 damage.
export default cardScript('condemning-evisceration', {
  activationValues: { prepare: 1 },
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'prepare' }, classBonus()),
    triggered(onHit(), [
      ifThen(prepared(), [{ op: 'banishFromGraveyard', filter: {}, max: 1, floatingMemory: true, then: [dealDamage(eventObject(), 4)] }]),
    ], { condition: eventObjectIs('CHAMPION') }),
  ],
});
