import { atBeginningOfYourRecollection, cardScript, onDeath, putCounters, self, triggered } from '../../define.js';

export default cardScript('arima-gaias-wings', {
  keywordValues: { pride: 5 },
  abilities: [
    triggered(atBeginningOfYourRecollection(), [putCounters(self(), 'buff', 3)]),
    triggered(onDeath(), [{ op: 'eventCardToMemory' }]),
  ],
});
