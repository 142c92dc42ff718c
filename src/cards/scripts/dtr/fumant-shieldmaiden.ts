import { cardScript, onDeath, staticAbility, triggered } from '../../define.js';

export default cardScript('fumant-shieldmaiden', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, { kind: 'tally', tally: { of: 'influence' }, lessThan: { of: 'omens' } }),
    triggered(onDeath(), [{ op: 'draw', who: 'each', count: 1, influenceAtMost: 4 }]),
  ],
});
