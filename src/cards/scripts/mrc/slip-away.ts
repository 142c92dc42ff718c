import { cardScript, ifThen, imbue, imbued, target, targetUnit } from '../../define.js';

export default cardScript('slip-away', {
  imbue: [imbue(2)],
  targets: [targetUnit()],
  onResolve: [
    { op: 'becomeDistant', subject: target(0) },
    ifThen(imbued(), [
      { op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'untilEndOfTurn' },
      { op: 'grantKeyword', subject: target(0), keyword: 'spellshroud', duration: 'untilEndOfTurn' },
    ]),
  ],
});
