import { cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('lamentations-toll', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perTally: { of: 'omenHighestPower' } }, levelRestriction(2))],
});
