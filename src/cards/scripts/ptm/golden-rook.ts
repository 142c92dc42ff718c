import { cardScript, staticAbility } from '../../define.js';

export default cardScript('golden-rook', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, whileAttacking: true }, { kind: 'defenderIs', life: 'even' })],
});
