import { activated, banishSelf, cardScript, championBonus, draw, onEnter, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('scepter-of-fascination', {
  abilities: [
    triggered(onEnter(), [draw(1)]),
    activated([banishSelf()], [{ op: 'wakeUp', subject: yourChampion() }, putCounters(yourChampion(), 'glimmer', 2)], { condition: championBonus('Diao Chan') }),
  ],
});
