import { cardScript, drawIntoMemory, target, targetAlly } from '../../define.js';

export default cardScript('escape-the-wreckage', {
  targets: [targetAlly({ controller: 'you' })],
  onResolve: [{ op: 'returnToMemory', subject: target(0) }, drawIntoMemory(1)],
});
