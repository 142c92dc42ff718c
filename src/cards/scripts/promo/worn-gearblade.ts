import { activated, cardScript, classBonus, preventNextDamage, putCounters, restSelf, self, target, targetUnit, triggered, whenever } from '../../define.js';

export default cardScript('worn-gearblade', {
  abilities: [
    activated([restSelf(), { kind: 'removeCounters', counter: 'durability', count: 1 }], [preventNextDamage(target(0), 1)], { condition: classBonus(), targets: [targetUnit()] }),
    triggered(whenever('dies', { who: 'you', type: 'ALLY', subtype: 'AUTOMATON' }), [putCounters(self(), 'durability', 1)]),
  ],
});
