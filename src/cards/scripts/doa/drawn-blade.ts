import { classBonus, cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('drawn-blade', { abilities: [triggered(onEnter(), [draw(1)], { condition: classBonus() })] });
