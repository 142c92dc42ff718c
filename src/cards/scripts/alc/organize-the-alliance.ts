import { becomeFostered, cardScript, classBonus, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('organize-the-alliance', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
  targets: [targetAlly()],
  onResolve: [becomeFostered(target(0))],
});
