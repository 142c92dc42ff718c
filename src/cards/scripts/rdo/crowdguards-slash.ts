import { allOf, cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('crowdguards-slash', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, allOf(classBonus(), { kind: 'opponentUnits', min: 3 }))],
});
