import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('hanabi-spirit-of-fire', { abilities: [triggered(onEnter(), [draw(7)])] });
