import { activated, atBeginningOfYourRecollection, cardScript, classBonus, draw, ifThen, ingredient, putCounters, sacrificeSelf, self, triggered } from '../../define.js';

export default cardScript('aqua-vitae', {
  brew: [ingredient(1, { name: 'Springleaf' })],
  abilities: [
    triggered(atBeginningOfYourRecollection(), [putCounters(self(), 'age', 1)], { condition: classBonus() }),
    // "If there were three or more age counters": the counters as it was sacrificed (ruling: were).
    activated([sacrificeSelf()], [draw(1), ifThen({ kind: 'selfCounters', counter: 'age', min: 3 }, [draw(1)])]),
  ],
});
