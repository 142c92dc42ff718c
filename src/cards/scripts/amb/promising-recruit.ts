import { atBeginningOfYourEndPhase, cardScript, levelRestriction, putCounters, self, triggered } from '../../define.js';

export default cardScript('promising-recruit', { abilities: [triggered(atBeginningOfYourEndPhase(), [putCounters(self(), 'buff', 1)], { condition: levelRestriction(2) })] });
