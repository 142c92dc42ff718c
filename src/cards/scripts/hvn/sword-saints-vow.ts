import { cardScript, classBonus, onHit, putCounters, removeCounters, self, staticAbility, triggered, whenever } from '../../define.js';

export default cardScript('sword-saints-vow', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perCounter: { counter: 'durability' } }, classBonus()),
    triggered(whenever('activates', { who: 'you', type: 'ACTION', subtype: 'CRAFT' }), [putCounters(self(), 'durability', 2)], { condition: classBonus() }),
    triggered(onHit(), [removeCounters(self(), 'durability', 1)]),
  ],
});
