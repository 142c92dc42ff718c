import { atBeginningOfYourRecollection, cardScript, not, putCounters, self, triggered } from '../../define.js';

export default cardScript('eager-page', {
  abilities: [triggered(atBeginningOfYourRecollection(), [putCounters(self(), 'buff', 1)], { condition: not({ kind: 'turnPlayerMaterialized' }) })],
});
