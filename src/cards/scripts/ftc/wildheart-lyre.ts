import { cardScript, classBonus, triggered, whenever } from '../../define.js';

export default cardScript('wildheart-lyre', {
  keywords: ['reservable'],
  abilities: [
    triggered(whenever('restedToPay', { self: true, anySubtype: ['HARMONY', 'MELODY'] }), [
      { op: 'countersOnChosen', filter: { type: 'ALLY', anySubtype: ['ANIMAL', 'BEAST'] }, counter: 'buff', count: 1 },
    ], { condition: classBonus() }),
  ],
});
