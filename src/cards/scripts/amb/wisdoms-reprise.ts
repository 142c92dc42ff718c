import { cardScript, drawIntoMemory, ifThen, levelRestriction } from '../../define.js';

export default cardScript('wisdoms-reprise', { onResolve: [{ op: 'glimpse', count: 3 }, ifThen(levelRestriction(3), [drawIntoMemory(1)])] });
