import { classBonus, cardScript, drawIntoMemory, ifThen, target, targetAlly } from '../../define.js';

export default cardScript('sleight-of-hand', {
  targets: [targetAlly({ controller: 'you', subtype: 'SUITED' })],
  onResolve: [
    { op: 'grantKeyword', subject: target(0), keyword: 'stealth', duration: 'untilEndOfTurn' },
    ifThen(classBonus(), [drawIntoMemory(1)]),
  ],
});
