import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('gwendolyn-spirit-of-wind', { abilities: [triggered(onEnter(), [draw(7)])] });
