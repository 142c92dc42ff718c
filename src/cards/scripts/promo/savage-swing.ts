import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('savage-swing', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
