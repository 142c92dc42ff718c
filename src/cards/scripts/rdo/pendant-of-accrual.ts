import { activated, cardScript, drawIntoMemory, not, putCounters, restSelf, self, triggered, yourTurn } from '../../define.js';

export default cardScript('pendant-of-accrual', {
  abilities: [
    // Each opponent, as their recollection phase begins, pays (2) or a debt counter goes on this.
    triggered({ on: 'beginPhase', phase: 'recollection', whose: 'each' }, [{ op: 'unlessPays', target: 0, amount: 2, payer: 'turnPlayer', otherwise: [putCounters(self(), 'debt', 1)] }], { condition: not(yourTurn()) }),
    activated([restSelf(), { kind: 'removeCounters', counter: 'debt', count: 2 }], [drawIntoMemory(1)]),
  ],
});
