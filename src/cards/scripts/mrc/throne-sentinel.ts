import { activated, buffPower, cardScript, ifThen, onEnter, payReserve, restSelf, self, triggered, yourChampion } from '../../define.js';

export default cardScript('throne-sentinel', {
  keywords: ['hindered', 'taunt'],
  abilities: [
    triggered(onEnter(), [
      buffPower({ ref: 'objectsMatching', filter: { type: 'ALLY' }, alsoType: 'TOKEN', controller: 'you' }, 1),
      ifThen({ kind: 'controlsTokens', min: 3 }, [{ op: 'wakeUp', subject: self() }]),
    ]),
    activated([payReserve(2), restSelf()], [{ op: 'grantKeyword', subject: yourChampion(), keyword: 'spellshroud', duration: 'untilEndOfTurn' }]),
  ],
});
