import { cardScript, staticAbility } from '../../define.js';

export default cardScript('synthetic-strike', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, { kind: 'attackTargetIs', filter: { subtype: 'AUTOMATON' } })],
});
