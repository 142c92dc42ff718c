import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('shira-lost-spirit', { abilities: [triggered(onEnter(), [draw(7)])] });
