import { cardScript, classBonus, destroy, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('disintegrate', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, classBonus())],
  targets: [targetAlly({ orSupertype: 'REGALIA' })],
  onResolve: [destroy(target(0))],
});
