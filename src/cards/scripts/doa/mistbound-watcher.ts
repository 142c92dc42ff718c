import { atBeginningOfYourEndPhase, classBonus, cardScript, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('mistbound-watcher', { abilities: [triggered(atBeginningOfYourEndPhase(), [putCounters(yourChampion(), 'enlighten', 1)], { condition: classBonus() })] });
