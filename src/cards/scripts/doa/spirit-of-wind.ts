import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('spirit-of-wind', { abilities: [triggered(onEnter(), [draw(7)])] });
