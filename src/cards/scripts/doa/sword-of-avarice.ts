import { classBonus, cardScript, draw, ifThen, onEnter, triggered } from '../../define.js';

export default cardScript('sword-of-avarice', { abilities: [triggered(onEnter(), [ifThen(classBonus(), [draw(2)], [draw(1)])])] });
