import { allOf, atBeginningOfYourRecollection, cardScript, classBonus, memoryRestriction, triggered } from '../../define.js';

export default cardScript('waterveil-apostle', { abilities: [triggered(atBeginningOfYourRecollection(), [{ op: 'gather' }], { condition: allOf(classBonus(), memoryRestriction(4)) })] });
