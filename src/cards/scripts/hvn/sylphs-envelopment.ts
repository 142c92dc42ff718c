import { cardScript, target, targetAlly } from '../../define.js';

export default cardScript('sylphs-envelopment', {
  targets: [targetAlly({ controller: 'you' })],
  onResolve: [{ op: 'flicker', subject: target(0), rested: true, countersIfType: { type: 'PHANTASIA', counter: 'buff', count: 1 } }],
});
