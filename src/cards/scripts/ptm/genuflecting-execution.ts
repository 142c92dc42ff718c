import { classBonus, cardScript, destroy, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('genuflecting-execution', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, classBonus())],
  targets: [targetAlly({ rested: true, optional: true }), targetAlly({ rested: true, optional: true })],
  onResolve: [destroy(target(0)), destroy(target(1))],
});
