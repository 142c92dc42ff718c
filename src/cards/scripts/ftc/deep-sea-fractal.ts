import { cardScript, mill, onEnter, triggered } from '../../define.js';

export default cardScript('deep-sea-fractal', { keywords: ['hindered', 'reservable'], abilities: [triggered(onEnter(), [mill(1, 'each')])] });
