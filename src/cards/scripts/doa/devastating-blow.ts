import { allOf, cardScript, classBonus, levelRestriction, staticAbility } from '../../define.js';

const classAndLevel3 = allOf(classBonus(), levelRestriction(3));

export default cardScript('devastating-blow', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 4 }, classAndLevel3),
    staticAbility({ kind: 'unretaliatable' }, classAndLevel3),
  ],
});
