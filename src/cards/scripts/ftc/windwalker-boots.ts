import { activated, atBeginningOfYourEndPhase, banishSelf, cardScript, classBonus, draw, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('windwalker-boots', {
  abilities: [
    triggered(atBeginningOfYourEndPhase(), [putCounters(yourChampion(), 'preparation', 1)], {
      condition: { kind: 'allOf', conditions: [classBonus(), { kind: 'championAwake' }] },
    }),
    activated([banishSelf()], [draw(1)], { condition: { kind: 'championCounters', counter: 'preparation', min: 5 } }),
  ],
});
