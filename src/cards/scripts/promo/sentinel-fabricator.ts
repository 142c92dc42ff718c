import { activated, cardScript, payReserve, restSelf } from '../../define.js';

export default cardScript('sentinel-fabricator', {
  abilities: [activated([payReserve(3), restSelf()], [{ op: 'summonToken', token: 'automaton-drone', count: 1, counters: { buff: 1 } }])],
});
