import { activated, banishSelf, cardScript, classBonus, modifyLevel, onEnter, restSelf, triggered, yourChampion } from '../../define.js';

export default cardScript('seed-of-nature', {
  keywords: ['hindered'],
  abilities: [
    triggered(onEnter(), [modifyLevel(yourChampion(), 2)]),
    activated([restSelf(), banishSelf()], [modifyLevel(yourChampion(), 2)], { condition: classBonus() }),
  ],
});
