import { allOf, cardScript, classBonus, draw, ifThen, levelRestriction } from '../../define.js';

// Any amount of memory cards under the deck in the order picked, then as many drawn into memory.
export default cardScript('stabilizing-capacitance', {
  onResolve: [
    { op: 'pickCards', purpose: 'memoryToBottomDrawMemory', max: 99 },
    ifThen(allOf(classBonus(), levelRestriction(7)), [draw(1)]),
  ],
});
