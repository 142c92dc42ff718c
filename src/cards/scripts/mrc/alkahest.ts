import { activated, atBeginningOfYourRecollection, banishSelf, cardScript, destroy, levelRestriction, target, triggered } from '../../define.js';

export default cardScript('alkahest', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [{ op: 'countersOnChosen', filter: { type: 'ITEM', subtype: 'POTION' }, counter: 'age', count: 1 }]),
    activated([banishSelf()], [destroy(target(0))], {
      condition: levelRestriction(4),
      targets: [{ kind: 'object', anyType: ['ITEM', 'WEAPON'], costAtMost: { memory: 0, reserve: 4 } }],
    }),
  ],
});
