import { activated, banishSelf, cardScript, payReserve } from '../../define.js';

export default cardScript('spectral-beacon', {
  abilities: [activated([payReserve(1), banishSelf()], [{ op: 'banishCard', target: 0 }], { targets: [{ kind: 'graveyardCard' }] })],
});
