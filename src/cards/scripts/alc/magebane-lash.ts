import { cardScript, championBonus, classBonus, onEnter, putCounters, recover, staticAbility, triggered, whenever, yourChampion } from '../../define.js';

export default cardScript('magebane-lash', {
  abilities: [
    triggered(onEnter(), [putCounters(yourChampion(), 'lash', 1)], { condition: classBonus() }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perCounter: { counter: 'lash', on: 'yourChampion' } }),
    triggered(whenever('dealtDamage', { who: 'you', type: 'CHAMPION', damageType: 'nonCombat' }), [recover(2)], { condition: championBonus('Nico') }),
  ],
});
