import { cardScript, levelRestriction, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('sidestep', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, levelRestriction(2))],
  targets: [targetAlly()],
  onResolve: [{ op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'untilEndOfTurn' }],
});
