import { classBonus, cardScript, drawIntoMemory, ifThen, memoryRestriction } from '../../define.js';

export default cardScript('stream-of-consciousness', {
  onResolve: [
    ifThen({ kind: 'allOf', conditions: [classBonus(), memoryRestriction(4)] }, [{ op: 'glimpse', count: 3 }]),
    drawIntoMemory(1),
  ],
});
