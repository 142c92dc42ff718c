import { cardScript, classBonus, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('summon-gale', {
  targets: [targetAlly()],
  onResolve: [{ op: 'returnToHand', subject: target(0) }],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, classBonus())],
});
