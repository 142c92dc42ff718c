import { cardScript, staticAbility, yourChampion } from '../../define.js';

// The next damage to your champion is stopped; stopping 7 or more makes opponents' cards cost 2 more this turn.
export default cardScript('crystallized-destiny', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, { kind: 'controlsCount', filter: { anySubtype: ['FATESTONE', 'FATEBOUND'] }, min: 2 })],
  onResolve: [{
    op: 'preventDamage', subject: yourChampion(),
    prevention: {
      kind: 'instance', amount: 'all', duration: 'untilEndOfTurn',
      onPrevent: { effects: [{ op: 'costChange', amount: 2, who: 'opponents' }], minPrevented: 7 },
    },
  }],
});
