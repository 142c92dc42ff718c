import { cardScript, championBonus, gainAgility, onEnter, triggered, whenever } from '../../define.js';

export default cardScript('chasing-shadows', {
  abilities: [
    triggered(onEnter(), [gainAgility(3)]),
    triggered(whenever('gainsAgility', { who: 'you' }), [
      { op: 'modifyStat', subject: { ref: 'objectsMatching', filter: { type: 'ALLY', name: 'Ominous Shadow' }, controller: 'you' }, stat: 'power', amount: 1, duration: 'untilEndOfTurn' },
    ], { condition: championBonus('Tristan') }),
  ],
});
