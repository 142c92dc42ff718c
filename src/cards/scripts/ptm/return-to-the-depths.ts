import { cardScript, championBonus, may, yourChampion } from '../../define.js';

// The next damage to your champion is cut down to 1; for Ciel, 3+ stopped lets you make an omen from your graveyard.
export default cardScript('return-to-the-depths', {
  onResolve: [{
    op: 'preventDamage', subject: yourChampion(),
    prevention: {
      kind: 'instance', amount: 'all', allBut: 1, duration: 'untilEndOfTurn',
      onPrevent: { effects: [may({ op: 'banishOwnAsOmen', from: ['graveyard'] })], minPrevented: 3, condition: championBonus('Ciel') },
    },
  }],
});
