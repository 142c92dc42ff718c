import { activated, cardScript, payReserve, restSelf, target, targetUnit } from '../../define.js';

export default cardScript('ghostsight-glass', {
  abilities: [
    activated([payReserve(3), restSelf()], [{ op: 'grantKeyword', subject: target(0), keyword: 'trueSight', duration: 'untilEndOfTurn' }], { speed: 'slow', targets: [targetUnit()] }),
  ],
});
