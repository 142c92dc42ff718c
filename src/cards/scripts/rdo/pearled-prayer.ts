import { cardScript, drawIntoMemory, ifThen, not, recover } from '../../define.js';

export default cardScript('pearled-prayer', {
  onResolve: [drawIntoMemory(1), ifThen(not({ kind: 'notYourPhase', phase: 'main' }), [recover(7)], [recover(4)])],
});
