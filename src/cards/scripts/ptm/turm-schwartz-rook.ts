import { cardScript, championBonus, onLeave, putCounters, self, triggered, whenever } from '../../define.js';

// On Leave: as many buff counters as it last had, on a Pawn ally you choose as it resolves.
export default cardScript('turm-schwartz-rook', {
  abilities: [
    triggered(whenever('attacks', { self: true, attackWith: 'COMMAND' }), [putCounters(self(), 'buff', 1)]),
    triggered(onLeave(), [{ op: 'scaled', x: { of: 'selfCounters', counter: 'buff' },
      effect: { op: 'countersOnChosen', filter: { type: 'ALLY', subtype: 'PAWN' }, counter: 'buff', count: 0 } }], { condition: championBonus('Alice') }),
  ],
});
