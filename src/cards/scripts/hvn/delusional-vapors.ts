import { allOf, cardScript, classBonus, ifThen, mill, prepared, targetPlayer } from '../../define.js';

export default cardScript('delusional-vapors', {
  keywords: ['prepare'],
  activationValues: { prepare: 2 },
  targets: [targetPlayer({ controller: 'opponent' })],
  onResolve: [
    mill(8, { ref: 'target', index: 0 }),
    // Prepare is a Class Bonus keyword here: a prepared activation counts only with the class bonus.
    ifThen(allOf(classBonus(), prepared()), [
      { op: 'wheneverThisTurn', event: 'draws', playerTarget: 0, effects: [mill(4, { ref: 'target', index: 0 })] },
    ]),
  ],
});
