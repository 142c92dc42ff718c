import { activated, cardScript, payReserve, restSelf } from '../../define.js';

export default cardScript('arisanna-lucent-arbiter', {
  abilities: [activated([payReserve(3), restSelf()], [{ op: 'negateIfTopCostMatches', target: 0 }], { targets: [{ kind: 'activation' }] })],
});
