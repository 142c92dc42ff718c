import { activated, cardScript, championBonus, draw, onEnter, payReserve, restSelf, targetPlayer, triggered } from '../../define.js';

export default cardScript('staff-of-blossoming-will', {
  abilities: [
    triggered(onEnter(), [draw(1)]),
    activated([payReserve(1), restSelf()], [{ op: 'summonTokenFor', who: { ref: 'target', index: 0 }, token: 'flowerbud' }], {
      condition: championBonus('Diao Chan'), targets: [targetPlayer()],
    }),
  ],
});
