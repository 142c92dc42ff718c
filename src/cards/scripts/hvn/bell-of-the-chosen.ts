import { cardScript, ifThen, onEnter, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('bell-of-the-chosen', {
  abilities: [
    triggered(onEnter(), [putCounters(yourChampion(), 'quest', 1), ifThen({ kind: 'selfFromBanishment' }, [{ op: 'glimpse', count: 2 }])]),
  ],
});
