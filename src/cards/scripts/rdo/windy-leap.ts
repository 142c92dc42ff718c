import { cardScript, target, targetAlly } from '../../define.js';

export default cardScript('windy-leap', {
  targets: [targetAlly({ controller: 'you' })],
  onResolve: [{ op: 'flicker', subject: target(0), rested: true, distantIf: 'RANGER' }],
});
