import { cardScript, classBonus, putCounters, self, staticAbility, triggered, whenever } from '../../define.js';

export default cardScript('galatine-sword-of-sunlight', {
  abilities: [
    triggered(whenever('activates', { who: 'you', type: 'ATTACK', subtype: 'SWORD' }), [putCounters(self(), 'durability', 1)]),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perCounter: { counter: 'durability', every: 3 } }, classBonus()),
  ],
});
