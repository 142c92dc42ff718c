import { cardScript, classBonus, modifyLevel, staticAbility, triggered, whenever, yourChampion } from '../../define.js';

export default cardScript('wilderness-harpist', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus()),
    triggered(whenever('activates', { who: 'you', anySubtype: ['HARMONY', 'MELODY'] }), [modifyLevel(yourChampion(), 1)]),
  ],
});
