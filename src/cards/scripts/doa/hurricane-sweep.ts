import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('hurricane-sweep', {
  keywords: ['cleave'],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, classBonus())],
});
