import { allOf, cardScript, classBonus, drawIntoMemory, ifThen, memoryRestriction } from '../../define.js';

export default cardScript('conjure-downpour', {
  onResolve: [
    { op: 'attackBonus', scope: 'everyAttackThisTurn', amount: -2 },
    ifThen(allOf(classBonus(), memoryRestriction(4)), [drawIntoMemory(1)]),
  ],
});
