import { allOf, cardScript, classBonus, levelRestriction, staticAbility } from '../../define.js';

const bonus = allOf(classBonus(), levelRestriction(2));

export default cardScript('banner-knight', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'otherAlliesYouControl', stat: 'power', amount: 1 }, bonus),
    staticAbility({ kind: 'modifyStat', affects: 'yourWeapons', stat: 'power', amount: 1 }, bonus),
  ],
});
