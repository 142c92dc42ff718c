import { atBeginningOfYourRecollection, cardScript, not, self, staticAbility, triggered } from '../../define.js';

// Upkeep: four or fewer other domains means five or fewer domains with this one.
export default cardScript('exalted-dorumegian-throne', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'power', amount: 1 }),
    staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'life', amount: 1 }),
    triggered(atBeginningOfYourRecollection(), [{ op: 'sacrifice', subject: self() }], { condition: not({ kind: 'controlsType', type: 'DOMAIN', min: 6 }) }),
  ],
});
