import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('adept-swordmaster', {
  keywords: ['intercept'],
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'yourWeapons', stat: 'power', amount: 1 }, classBonus())],
});
