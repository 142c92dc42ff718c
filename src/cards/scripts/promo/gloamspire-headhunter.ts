import { allOf, cardScript, classBonus, destroy, eventObject, eventObjectIs, onHit, triggered } from '../../define.js';

export default cardScript('gloamspire-headhunter', {
  keywords: ['stealth'],
  abilities: [
    triggered(onHit(), [{ op: 'unlessPays', target: 0, amount: 3, payer: 'eventObjectController', otherwise: [destroy(eventObject())] }], {
      condition: allOf(classBonus(), eventObjectIs('ALLY')),
    }),
  ],
});
