import { cardScript, championBonus, ifThen, masteryDirection, staticAbility } from '../../define.js';

export default cardScript('ceasing-edict', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, masteryDirection('south'))],
  onResolve: [ifThen(championBonus('Kongming'), [{ op: 'endCombatPhase' }])],
});
