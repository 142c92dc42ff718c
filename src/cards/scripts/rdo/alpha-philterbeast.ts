import { brewed, cardScript, ifThen, ingredient, onEnter, putCounters, self, staticAbility, triggered, whenever } from '../../define.js';

export default cardScript('alpha-philterbeast', {
  brew: [ingredient(3, { subtype: 'HERB' })],
  abilities: [
    triggered(onEnter(), [ifThen(brewed(), [putCounters(self(), 'age', 2)])]),
    triggered(whenever('activates', { who: 'opponent', minReserveCost: 3 }), [putCounters(self(), 'age', 1)]),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perCounter: { counter: 'age' } }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1, perCounter: { counter: 'age' } }),
  ],
});
