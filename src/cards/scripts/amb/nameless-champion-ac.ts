import { activated, cardScript, draw, onlyOnce, payReserve, putCounters, self, staticAbility } from '../../define.js';

export default cardScript('nameless-champion-ac', {
  abilities: [
    staticAbility({ kind: 'levelUpRestriction' }),
    onlyOnce(activated([payReserve(6)], [draw(1), putCounters(self(), 'level', 1)])),
  ],
});
