import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('natural-order', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, classBonus())],
  onResolve: [{ op: 'handAndMemoryToDeckBottom' }, { op: 'preservedToMemory' }],
});
