import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('ghastly-slime', {
  activationValues: { ephemerate: 2 },
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, { kind: 'selfEphemeral' }),
    staticAbility({ kind: 'keyword', keyword: 'ephemerate' }, classBonus()),
  ],
});
