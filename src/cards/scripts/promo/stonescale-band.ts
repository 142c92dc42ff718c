import { activated, cardScript, classBonus, onEnter, payReserve, restSelf, triggered } from '../../define.js';

export default cardScript('stonescale-band', {
  abilities: [
    triggered(onEnter(), [{ op: 'discardUpToThenDraw', max: 3, filter: { type: 'ALLY' } }], { condition: classBonus() }),
    activated([payReserve(2), restSelf()], [{ op: 'nextActivation', grant: 'fast', filter: { type: 'ALLY' } }]),
  ],
});
