import { activated, banishSelf, cardScript, target, targetUnit } from '../../define.js';

export default cardScript('marksmans-charm', {
  abilities: [activated([banishSelf()], [{ op: 'grantKeyword', subject: target(0), keyword: 'trueSight', duration: 'untilEndOfTurn' }], { targets: [targetUnit()] })],
});
