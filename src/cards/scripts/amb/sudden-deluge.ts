import { allOf, cardScript, classBonus, eventObjectIs, ifThen, mill, onHit, prepared, triggered } from '../../define.js';

export default cardScript('sudden-deluge', {
  keywords: ['prepare'],
  activationValues: { prepare: 1 },
  abilities: [triggered(onHit(), [ifThen(prepared(), [mill(10, 'eventObjectController')])], { condition: allOf(classBonus(), eventObjectIs('CHAMPION')) })],
});
