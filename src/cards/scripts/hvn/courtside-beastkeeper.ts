import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('courtside-beastkeeper', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'power', amount: 1, anySubtype: ['BEAST'] }, classBonus())],
});
