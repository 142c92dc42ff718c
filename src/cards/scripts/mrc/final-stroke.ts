import { allOf, cardScript, classBonus, destroy, eventObject, eventObjectIs, ifThen, onHit, prepared, triggered } from '../../define.js';

export default cardScript('final-stroke', {
  keywords: ['prepare'],
  activationValues: { prepare: 3 },
  abilities: [
    triggered(onHit(), [ifThen(allOf(prepared(), { kind: 'eventObjectDamage', min: 20 }), [destroy(eventObject())])], {
      condition: allOf(classBonus(), eventObjectIs('CHAMPION')),
    }),
  ],
});
