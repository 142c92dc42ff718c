import { cardScript, classBonus, onEnter, triggered } from '../../define.js';

export default cardScript('automated-gardener', { abilities: [triggered(onEnter(), [{ op: 'gather' }], { condition: classBonus() })] });
