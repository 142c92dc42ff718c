import { cardScript, classBonus, recover, staticAbility } from '../../define.js';

export default cardScript('mire-reparation', {
  onResolve: [{ op: 'scaled', x: { of: 'tally', tally: { of: 'omens' } }, effect: recover(0) }],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
