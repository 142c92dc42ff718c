import { cardScript, drawIntoMemory, ifThen, target, targetAlly } from '../../define.js';

export default cardScript('provoking-stand', {
  targets: [targetAlly()],
  onResolve: [
    { op: 'grantKeyword', subject: target(0), keyword: 'taunt', duration: 'untilYourNextTurn' },
    ifThen({ kind: 'targetMatches', index: 0, filter: { supertype: 'UNIQUE' } }, [drawIntoMemory(1)]),
  ],
});
