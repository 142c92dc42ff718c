import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('stellar-bloom', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'starcalling' }, classBonus())],
  activationValues: { starcalling: 2 },
  onResolve: [{ op: 'gather' }, { op: 'gather' }, { op: 'gather' }, { op: 'gather' }],
});
