import { atBeginningOfYourRecollection, cardScript, dealDamage, eventObject, triggered, whenever } from '../../define.js';

export default cardScript('hulao-gate-suns-ascent', {
  abilities: [
    triggered(whenever('attacks', { who: 'any' }), [dealDamage(eventObject(), 2)]),
    // Upkeep: banish a fire card from your graveyard, or sacrifice this.
    triggered(atBeginningOfYourRecollection(), [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 1, otherwise: [{ op: 'sacrificeSelf', then: [] }] }]),
  ],
});
