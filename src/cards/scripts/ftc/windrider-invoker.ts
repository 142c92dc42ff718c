import { buffPower, cardScript, draw, ifThen, may, onEnter, removeCounters, self, triggered, yourChampion } from '../../define.js';

// Only a champion with two enlighten counters can have them removed, so only then is it offered.
export default cardScript('windrider-invoker', {
  abilities: [
    triggered(onEnter(), [
      ifThen({ kind: 'championCounters', counter: 'enlighten', min: 2 }, [may(removeCounters(yourChampion(), 'enlighten', 2), draw(1), buffPower(self(), 3))]),
    ]),
  ],
});
