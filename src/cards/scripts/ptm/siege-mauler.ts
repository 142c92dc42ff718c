import { cardScript, staticAbility } from '../../define.js';

export default cardScript('siege-mauler', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2, whileAttacking: true }, { kind: 'attackingType', type: 'domain' })],
});
