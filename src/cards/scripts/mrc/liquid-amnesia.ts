import { activated, atBeginningOfYourRecollection, cardScript, classBonus, ingredient, putCounters, sacrificeSelf, self, targetPlayer, triggered } from '../../define.js';

export default cardScript('liquid-amnesia', {
  brew: [ingredient(1, { name: 'Blightroot' })],
  abilities: [
    triggered(atBeginningOfYourRecollection(), [putCounters(self(), 'age', 1)], { condition: classBonus() }),
    // One random memory card per three age counters it had as it was sacrificed (ruling: were).
    activated([sacrificeSelf()], [{
      op: 'scaled', x: { of: 'selfCounters', counter: 'age' }, per: 3,
      effect: { op: 'banishRandomMemoryCards', who: { ref: 'target', index: 0 }, count: 0 },
    }], { targets: [targetPlayer()] }),
  ],
});
