import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('minthe-spirit-of-water', { abilities: [triggered(onEnter(), [draw(7)])] });
