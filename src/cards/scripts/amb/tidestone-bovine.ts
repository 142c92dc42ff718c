import { classBonus, cardScript, mill, onAttack, staticAbility, targetPlayer, triggered } from '../../define.js';

export default cardScript('tidestone-bovine', {
  abilities: [
    triggered(onAttack(), [mill(2, { ref: 'target', index: 0 })], { targets: [targetPlayer()] }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
