import { cardScript, generate } from '../../define.js';

export default cardScript('diamond-ribbon', {
  abilities: [
    {
      kind: 'activated', speed: 'fast',
      costs: [{ kind: 'reserve', value: 4, lessPerDistinctReserveCosts: { subtype: 'SUITED' } }, { kind: 'banishSelf' }],
      effects: [{ op: 'mayEach', count: 2, effects: [generate('bolt-of-diamonds', 1, 'memory')] }],
    },
  ],
});
