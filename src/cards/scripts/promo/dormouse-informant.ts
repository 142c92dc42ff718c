import { cardScript, ifThen, not, onEnter, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('dormouse-informant', {
  abilities: [
    triggered(onEnter(), [
      ifThen(not({ kind: 'championCounters', counter: 'preparation', min: 1 }), [putCounters(yourChampion(), 'preparation', 1)]),
    ]),
  ],
});
