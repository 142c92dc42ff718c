import { cardScript, classBonus, ifThen, nextAttackGets, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('combat-training', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
  targets: [targetAlly({ subtype: 'WARRIOR' })],
  onResolve: [
    ifThen({ kind: 'targetMatches', index: 0, filter: { supertype: 'UNIQUE' } }, [nextAttackGets(target(0), 3)], [nextAttackGets(target(0), 2)]),
  ],
});
