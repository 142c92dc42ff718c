import { allOf, cardScript, staticAbility } from '../../define.js';

export default cardScript('ghost-hunter', {
  keywordValues: { ranged: 2 },
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3, whileAttacking: true },
      allOf({ kind: 'attackingType', type: 'ally' }, { kind: 'defenderEphemeral' })),
  ],
});
