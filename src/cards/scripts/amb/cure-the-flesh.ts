import { cardScript, drawIntoMemory, target, targetAlly } from '../../define.js';

export default cardScript('cure-the-flesh', {
  targets: [targetAlly()],
  onResolve: [{ op: 'removeAllCounters', subject: target(0), counter: 'damage' }, drawIntoMemory(1)],
});
