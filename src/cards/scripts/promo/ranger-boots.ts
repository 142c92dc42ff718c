import { activated, banishSelf, classBonus, cardScript, draw, onEnter, restSelf, triggered, yourChampion } from '../../define.js';

export default cardScript('ranger-boots', {
  keywords: ['hindered'],
  abilities: [
    triggered(onEnter(), [draw(1)]),
    activated([restSelf(), banishSelf()], [{ op: 'becomeDistant', subject: yourChampion() }], { condition: classBonus() }),
  ],
});
