import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('lost-spirit', { abilities: [triggered(onEnter(), [draw(7)])] });
