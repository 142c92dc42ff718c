import { attacksThisTurnGet, cardScript, classBonus, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('dissuading-halt', {
  targets: [targetUnit()],
  onResolve: [attacksThisTurnGet(target(0), -3)],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
