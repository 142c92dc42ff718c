import { atBeginningOfYourEndPhase, cardScript, dealDamage, target, triggered } from '../../define.js';

export default cardScript('greater-boon-of-vritra', {
  keywordValues: { levelLocked: 1 },
  abilities: [
    triggered(atBeginningOfYourEndPhase(), [{
      op: 'scaled',
      x: { of: 'counts', counts: [{ zone: 'pantheon', type: 'BOON', element: 'FIRE' }, { zone: 'lineage', element: 'FIRE' }] },
      effect: dealDamage(target(0), 0),
    }], { targets: [{ kind: 'champion', controller: 'opponent', random: true }] }),
  ],
});
