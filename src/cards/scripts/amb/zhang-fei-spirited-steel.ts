import { allOf, atBeginningOfYourEndPhase, cardScript, classBonus, not, putCounters, self, staticAbility, triggered } from '../../define.js';

export default cardScript('zhang-fei-spirited-steel', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'vigor' }, classBonus()),
    triggered(atBeginningOfYourEndPhase(), [putCounters(self(), 'buff', 1)], {
      condition: allOf(classBonus(), { kind: 'controlsType', type: 'ALLY', min: 1 }, not({ kind: 'controlsType', type: 'ALLY', min: 2 })),
    }),
  ],
});
