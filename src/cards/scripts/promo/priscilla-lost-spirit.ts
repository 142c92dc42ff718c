import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('priscilla-lost-spirit', { abilities: [triggered(onEnter(), [draw(7)])] });
