import { atBeginningOfYourEndPhase, cardScript, self, staticAbility, triggered } from '../../define.js';

// 2 less damage to each other object you control; at your end phase, a durability counter per token (two at most).
export default cardScript('iron-halo-forcefield-node', {
  abilities: [
    staticAbility({ kind: 'preventDamage', affects: 'otherObjectsYouControl', amount: 2 }),
    triggered(atBeginningOfYourEndPhase(), [
      { op: 'scaled', x: { of: 'controlled', filter: { type: 'TOKEN' } }, atMost: 2, effect: { op: 'addCounters', subject: self(), counter: 'durability', count: 0 } },
    ]),
  ],
});
