import { cardScript, drawIntoMemory, ifThen, may, self, selfOnField, triggered, whenever } from '../../define.js';

export default cardScript('fractal-of-waves', {
  keywords: ['reservable'],
  abilities: [
    triggered(whenever('levelsUp', { who: 'you', intoBaseLevel: 3 }), [may(ifThen(selfOnField(), [{ op: 'sacrifice', subject: self() }, drawIntoMemory(2)]))]),
  ],
});
