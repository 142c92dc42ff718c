import { activated, cant, cardScript, draw, onlyOnce, payReserve, putCounters, self, staticAbility } from '../../define.js';

export default cardScript('nameless-champion-mw', {
  abilities: [
    staticAbility(cant('levelUp')),
    onlyOnce(activated([payReserve(6)], [draw(1), putCounters(self(), 'level', 1)])),
  ],
});
