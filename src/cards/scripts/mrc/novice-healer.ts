import { classBonus, cardScript, onEnter, recover, triggered } from '../../define.js';

export default cardScript('novice-healer', { abilities: [triggered(onEnter(), [recover(3)], { condition: classBonus() })] });
