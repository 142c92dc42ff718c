import { classBonus, cardScript, staticAbility } from '../../define.js';

export default cardScript('flamewing-fowl', {
  abilities: [
    staticAbility(
      { kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, whileAttacking: true },
      { kind: 'allOf', conditions: [classBonus(), { kind: 'attackingType', type: 'champion' }] },
    ),
  ],
});
