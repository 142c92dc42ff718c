import { cardScript, classBonus, dealDamage, staticAbility, target } from '../../define.js';

export default cardScript('glowering-conflagration', {
  activationValues: { kindle: 3 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'kindle' }, classBonus())],
  targets: [{ kind: 'champion' }],
  onResolve: [{ op: 'scaled', x: { of: 'counts', counts: [{ zone: 'field', type: 'PHANTASIA' }] }, plus: 1, effect: dealDamage(target(0), 0) }],
});
