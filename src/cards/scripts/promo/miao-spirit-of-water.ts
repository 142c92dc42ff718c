import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('miao-spirit-of-water', { abilities: [triggered(onEnter(), [draw(7)])] });
