import { allOf, cardScript, classBonus, draw, ifThen } from '../../define.js';

export default cardScript('attune-with-the-winds', {
  onResolve: [
    { op: 'addCounters', subject: { ref: 'alliesYouControl' }, counter: 'buff', count: 1 },
    // Harmonize: a Melody card activated this turn.
    ifThen(allOf(classBonus(), { kind: 'activatedThisTurn', subtype: 'MELODY' }), [draw(1)]),
  ],
});
