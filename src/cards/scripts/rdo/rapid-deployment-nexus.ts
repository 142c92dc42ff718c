import { activated, cardScript, classBonus, restSelf, target } from '../../define.js';

export default cardScript('rapid-deployment-nexus', {
  abilities: [activated([restSelf(), { kind: 'removeCounters', counter: 'durability', count: 3 }], [{ op: 'wakeUp', subject: target(0) }], {
    condition: classBonus(), targets: [{ kind: 'domain', other: true }],
  })],
});
