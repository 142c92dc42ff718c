import { cardScript, classBonus, modifyLife, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('lively-chorale', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
  targets: [targetAlly({ controller: 'you', anySubtype: ['ANIMAL', 'BEAST'] })],
  onResolve: [modifyLife(target(0), 3)],
});
