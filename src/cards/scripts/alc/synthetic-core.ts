import { cardScript, ifThen, may, self, selfOnField, triggered, whenever } from '../../define.js';

export default cardScript('synthetic-core', {
  abilities: [
    triggered(whenever('dies', { who: 'you', type: 'ALLY', subtype: 'AUTOMATON', nonToken: true }), [
      may(ifThen(selfOnField(), [{ op: 'banish', subject: self() }, { op: 'eventCardToMemory' }])),
    ]),
  ],
});
