import { cardScript, eventObject, ifThen, may, putCounters, removeCounters, self, triggered, whenever } from '../../define.js';

export default cardScript('shilowen-peaceful-beginnings', {
  abilities: [triggered(whenever('enters', { who: 'any', type: 'ALLY' }), [
    ifThen({ kind: 'selfCounters', counter: 'durability', min: 2 }, [may(removeCounters(self(), 'durability', 2), putCounters(eventObject(), 'bulwark', 1))]),
  ])],
});
