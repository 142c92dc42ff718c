import { activated, cardScript, payReserve, restSelf, summonToken } from '../../define.js';

export default cardScript('oasis-trading-post', {
  abilities: [
    activated([payReserve(3), restSelf()], [{ op: 'glimpse', count: 2 }]),
    activated([payReserve(4), restSelf()], [{ op: 'gather' }]),
    activated([payReserve(5), restSelf()], [summonToken('automaton-drone')]),
  ],
});
