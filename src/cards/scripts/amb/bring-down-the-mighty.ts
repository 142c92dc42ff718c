import { cardScript, drawIntoMemory, ifThen, prohibit, target, targetAlly } from '../../define.js';

export default cardScript('bring-down-the-mighty', {
  targets: [targetAlly()],
  onResolve: [
    prohibit('attack', { subject: target(0), duration: 'untilYourNextTurn' }),
    ifThen({ kind: 'targetMatches', index: 0, filter: { supertype: 'UNIQUE' } }, [drawIntoMemory(1)]),
  ],
});
