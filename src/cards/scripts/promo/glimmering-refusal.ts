import { cardScript, targetActivation } from '../../define.js';

export default cardScript('glimmering-refusal', {
  targets: [targetActivation()],
  onResolve: [{
    op: 'scaled', x: { of: 'controlled', filter: { type: 'PHANTASIA' } },
    effect: { op: 'unlessPays', target: 0, amount: 0, otherwise: [{ op: 'negate', target: 0, banish: true }] },
  }],
});
