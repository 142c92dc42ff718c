import { cardScript, target, targetUnit } from '../../define.js';

export default cardScript('peer-beyond', {
  keywords: ['ephemerate'],
  activationValues: { ephemerate: 1 },
  targets: [targetUnit()],
  onResolve: [{ op: 'grantKeyword', subject: target(0), keyword: 'trueSight', duration: 'untilEndOfTurn' }],
});
