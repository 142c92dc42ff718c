import { activated, banishSelf, cardScript, payReserve, target, targetUnit } from '../../define.js';

export default cardScript('winged-talaria', {
  abilities: [activated([payReserve(2), banishSelf()], [{ op: 'becomeDistant', subject: target(0) }], { targets: [targetUnit()] })],
});
