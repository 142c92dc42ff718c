import { classBonus, cardScript, onEnter, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('winbless-lookout', {
  abilities: [
    triggered(onEnter(), [putCounters(yourChampion(), 'preparation', 1)]),
    triggered(onEnter(), [{ op: 'glimpse', count: 1 }], { condition: classBonus() }),
  ],
});
