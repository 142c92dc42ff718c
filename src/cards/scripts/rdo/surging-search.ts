import { cardScript, classBonus, scavenge, staticAbility } from '../../define.js';

export default cardScript('surging-search', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
  onResolve: [scavenge(6, { element: 'ARCANE' })],
});
