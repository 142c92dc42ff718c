import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('curved-dagger', {
  abilities: [
    staticAbility(
      { kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 },
      { kind: 'allOf', conditions: [classBonus(), { kind: 'attackingType', type: 'ally' }] },
    ),
  ],
});
