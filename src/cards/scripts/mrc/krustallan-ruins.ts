import { cardScript, eventObject, triggered, whenever } from '../../define.js';

export default cardScript('krustallan-ruins', {
  abilities: [
    // Any player's entering ally is rested unless its controller pays (1).
    triggered(whenever('enters', { who: 'any', type: 'ALLY' }), [{ op: 'unlessPays', target: 0, amount: 1, payer: 'eventObjectController', otherwise: [{ op: 'rest', subject: eventObject() }] }]),
  ],
});
