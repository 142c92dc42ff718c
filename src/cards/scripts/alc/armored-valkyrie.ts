import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('armored-valkyrie', {
  keywords: ['steadfast'],
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2, whileRetaliating: true }, classBonus())],
});
