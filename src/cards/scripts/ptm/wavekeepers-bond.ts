import { atBeginningOfYourEndPhase, cardScript, drawIntoMemory, ifThen, levelRestriction, may, recover, self, selfOnField, triggered, whenever } from '../../define.js';

export default cardScript('wavekeepers-bond', {
  abilities: [
    triggered(whenever('levelsUp', { who: 'you' }), [recover(2)]),
    // Only a sacrifice that happens draws the card.
    triggered(atBeginningOfYourEndPhase(), [ifThen(selfOnField(), [may({ op: 'sacrifice', subject: self() }, drawIntoMemory(1))])], { condition: levelRestriction(3) }),
  ],
});
