import { cardScript, classBonus, eventObject, eventObjectIs, onHit, triggered } from '../../define.js';

export default cardScript('sorrowcaller', {
  abilities: [
    triggered(onHit(), [{ op: 'revealMemoryForDamage', subject: eventObject(), minReserveCost: 3, unpreventable: true }], {
      condition: { kind: 'allOf', conditions: [classBonus(), eventObjectIs('CHAMPION')] },
    }),
  ],
});
