import { cardScript, onDeath, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('dreamy-unicorn', { keywords: ['intercept'], abilities: [triggered(onDeath(), [putCounters(yourChampion(), 'preparation', 1)])] });
