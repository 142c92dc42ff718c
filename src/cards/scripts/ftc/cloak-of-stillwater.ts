import { activated, cardScript, classBonus, draw, onEnter, preventNextDamage, restSelf, triggered, yourChampion } from '../../define.js';

export default cardScript('cloak-of-stillwater', {
  abilities: [
    triggered(onEnter(), [draw(1)], { condition: classBonus() }),
    activated([restSelf(), { kind: 'banishGraveyardCards', count: 1, floatingMemory: true }], [preventNextDamage(yourChampion(), 3)]),
  ],
});
