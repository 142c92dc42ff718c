import { cardScript, ifThen, modifyLife, staticAbility, target, targetAlly, youControl } from '../../define.js';

export default cardScript('cavalier-rescue', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, youControl('HORSE'))],
  targets: [targetAlly()],
  onResolve: [modifyLife(target(0), 3), ifThen({ kind: 'targetMatches', index: 0, defending: true }, [{ op: 'wakeUp', subject: target(0) }])],
});
