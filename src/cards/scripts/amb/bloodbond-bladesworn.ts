import { cardScript, classBonus, dealDamage, staticAbility, triggered, whenever, yourChampion } from '../../define.js';

export default cardScript('bloodbond-bladesworn', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perCounter: { counter: 'damage', every: 10, on: 'yourChampion' } }, classBonus()),
    triggered(whenever('dealtDamage', { self: true }), [{ op: 'scaled', x: { of: 'eventAmount' }, effect: dealDamage(yourChampion(), 0) }]),
  ],
});
