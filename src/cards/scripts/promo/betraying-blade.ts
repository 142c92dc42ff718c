import { cardScript, classBonus, onAttack, putCounters, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('betraying-blade', {
  abilities: [
    triggered(onAttack(), [{ op: 'payToDo', amount: 2, then: [putCounters(yourChampion(), 'preparation', 1)] }]),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
