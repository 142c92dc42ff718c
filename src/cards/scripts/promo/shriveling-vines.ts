import { atBeginningOfYourEndPhase, cardScript, classBonus, putCounters, staticAbility, target, triggered } from '../../define.js';

export default cardScript('shriveling-vines', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus()),
    triggered(atBeginningOfYourEndPhase(), [putCounters(target(0), 'wither', 2)], {
      targets: [{ kind: 'object', nonChampion: true, nonToken: true, controller: 'opponent' }],
    }),
  ],
});
