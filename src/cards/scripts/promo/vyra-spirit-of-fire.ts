import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('vyra-spirit-of-fire', { abilities: [triggered(onEnter(), [draw(7)])] });
