import { cardScript, classBonus, modifyLevel, onAttack, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('smack-with-flute', {
  abilities: [
    triggered(onAttack(), [modifyLevel(yourChampion(), 1)]),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
