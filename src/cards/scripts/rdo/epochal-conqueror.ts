import { cardScript, staticAbility } from '../../define.js';

export default cardScript('epochal-conqueror', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3, whileAttacking: true }, { kind: 'attackingType', type: 'domain' })],
});
