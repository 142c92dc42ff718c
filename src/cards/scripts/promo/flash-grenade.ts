import { activated, banishSelf, cardScript, classBonus, draw, onEnter, triggered, yourChampion } from '../../define.js';

export default cardScript('flash-grenade', {
  abilities: [
    triggered(onEnter(), [draw(1)], { condition: classBonus() }),
    activated([banishSelf()], [{
      op: 'preventDamage', subject: yourChampion(),
      prevention: { kind: 'each', amount: 3, yourDistantUnits: true, duration: 'untilEndOfTurn' },
    }]),
  ],
});
