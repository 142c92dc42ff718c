import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('silent-firebrand', {
  activationValues: { kindle: 2 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'kindle' }, classBonus())],
});
