import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('seekers-aetherwing', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'spellshroud' }, classBonus()),
    staticAbility({ kind: 'keyword', keyword: 'trueSight' }, classBonus()),
  ],
});
