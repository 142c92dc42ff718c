import { anyOf, classBonus, cardScript, staticAbility, youControl } from '../../define.js';

export default cardScript('menagerie-beastbonder', {
  abilities: [
    // Only allies carry the Animal and Beast subtypes, so "controls a subtype" means "controls such an ally".
    staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 }, anyOf(youControl('ANIMAL'), youControl('BEAST'))),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
