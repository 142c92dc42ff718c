import { anyOf, cardScript, classBonus, modifyLife, staticAbility, triggered, whenever, youControl } from '../../define.js';

export default cardScript('effigy-of-gaia', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1 }, { kind: 'allOf', conditions: [classBonus(), anyOf(youControl('ANIMAL'), youControl('BEAST'))] }),
    triggered(whenever('activates', { who: 'opponent', type: 'ATTACK', keyword: 'cleave' }), [
      modifyLife({ ref: 'alliesYouControl', anySubtype: ['ANIMAL', 'BEAST'] }, 2),
    ]),
  ],
});
