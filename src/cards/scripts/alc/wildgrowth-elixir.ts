import { activated, atBeginningOfYourRecollection, cardScript, ingredient, putCounters, sacrificeSelf, self, target, targetAlly, triggered } from '../../define.js';

export default cardScript('wildgrowth-elixir', {
  brew: [ingredient(2, { subtype: 'HERB' })],
  abilities: [
    triggered(atBeginningOfYourRecollection(), [putCounters(self(), 'age', 1)]),
    activated([sacrificeSelf()], [{ op: 'scaled', x: { of: 'selfCounters', counter: 'age' }, effect: putCounters(target(0), 'buff', 0) }], { targets: [targetAlly()] }),
  ],
});
