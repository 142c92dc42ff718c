import { classBonus, cardScript, draw, drawIntoMemory, ifThen, levelRestriction } from '../../define.js';

export default cardScript('indolent-leisure', { onResolve: [draw(1), ifThen(classBonus(), [ifThen(levelRestriction(3), [drawIntoMemory(1)])])] });
