import { anyOf, classBonus, cardScript, staticAbility, youControl } from '../../define.js';

export default cardScript('xia-hou-dun-gloryseeker', {
  keywordValues: { ranged: 2 },
  abilities: [
    // Sword and Bow objects on the field are always weapons.
    staticAbility(
      { kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 },
      { kind: 'allOf', conditions: [classBonus(), anyOf(youControl('SWORD'), youControl('BOW'))] },
    ),
  ],
});
