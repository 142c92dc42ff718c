import { cardScript, onEnter, recover, triggered } from '../../define.js';

export default cardScript('vestal-priestess', { keywords: ['intercept'], abilities: [triggered(onEnter(), [recover(4)])] });
