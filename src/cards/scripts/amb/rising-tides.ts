import { classBonus, cardScript, drawIntoMemory, ifThen, levelRestriction } from '../../define.js';

export default cardScript('rising-tides', { keywords: ['floatingMemory'], onResolve: [ifThen(classBonus(), [ifThen(levelRestriction(3), [drawIntoMemory(1)])])] });
