import { activated, atBeginningOfYourRecollection, cardScript, mill, not, restSelf, self, triggered } from '../../define.js';

export default cardScript('shatterfall-keep', {
  abilities: [
    activated([restSelf(), { kind: 'banishGraveyardCards', count: 1, floatingMemory: true }], [mill(2, 'you')]),
    triggered(atBeginningOfYourRecollection(), [{ op: 'sacrifice', subject: self() }], { condition: not({ kind: 'graveyardCount', min: 3, element: 'WATER' }) }),
  ],
});
