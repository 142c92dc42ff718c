import { cardScript, classBonus, empower, may, onEnter, putCounters, triggered, wheneverOneOrMore, yourChampion } from '../../define.js';

export default cardScript('lu-xun-pyre-strategist', {
  keywords: ['kindle'],
  activationValues: { kindle: 3 },
  abilities: [
    triggered(onEnter(), [putCounters(yourChampion(), 'enlighten', 1)]),
    triggered(wheneverOneOrMore('counterRemoved', { who: 'you', type: 'CHAMPION', counter: 'enlighten' }), [may({ op: 'restSelfToDo', then: [empower(3)] })], { condition: classBonus() }),
  ],
});
