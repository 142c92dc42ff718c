import { cardScript, staticAbility } from '../../define.js';

export default cardScript('ominous-shadow', {
  keywords: ['unblockable'],
  abilities: [
    staticAbility({ kind: 'preventDamage', affects: 'self', amount: 3 }),
    staticAbility({ kind: 'attacksOnlyChampionDamaged' }),
  ],
});
