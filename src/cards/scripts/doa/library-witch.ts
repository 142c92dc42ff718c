import { cardScript, draw, onDeath, triggered } from '../../define.js';

export default cardScript('library-witch', { keywords: ['intercept'], abilities: [triggered(onDeath(), [draw(1)])] });
