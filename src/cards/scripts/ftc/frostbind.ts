import { cardScript, targetActivation } from '../../define.js';

export default cardScript('frostbind', {
  targets: [targetActivation()],
  onResolve: [{ op: 'unlessPays', target: 0, amount: 2, otherwise: [{ op: 'negate', target: 0, banish: true }] }],
});
