import { cardScript, draw, may, self, triggered, whenever } from '../../define.js';

export default cardScript('crest-of-the-alliance', {
  abilities: [triggered(whenever('dies', { who: 'you', type: 'ALLY', fostered: true }), [may({ op: 'banish', subject: self() }, draw(1))])],
});
