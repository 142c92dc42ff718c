import { cardScript, classBonus, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('give-bath', {
  targets: [targetAlly()],
  onResolve: [{ op: 'removeAllCounters', subject: target(0), counter: 'damage' }],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
