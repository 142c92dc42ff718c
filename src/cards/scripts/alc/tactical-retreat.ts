import { cardScript, classBonus, ifThen, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('tactical-retreat', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
  targets: [targetUnit()],
  onResolve: [
    { op: 'becomeDistant', subject: target(0) },
    ifThen({ kind: 'targetMatches', index: 0, defending: true }, [{ op: 'endCombatPhase' }]),
  ],
});
