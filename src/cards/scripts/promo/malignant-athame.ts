import { cardScript, classBonus, dealUnpreventableDamage, eventObject, eventObjectIs, ifThen, may, onHit, triggered } from '../../define.js';

export default cardScript('malignant-athame', {
  abilities: [
    triggered(onHit(), [
      may({ op: 'swapHandAndMemory', of: eventObject() }),
      ifThen({ kind: 'eventObjectControllerMemory', min: 4 }, [dealUnpreventableDamage(eventObject(), 2)]),
    ], { condition: { kind: 'allOf', conditions: [classBonus(), eventObjectIs('CHAMPION')] } }),
  ],
});
