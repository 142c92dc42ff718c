import { cardScript, staticAbility } from '../../define.js';

export default cardScript('assassins-mantle', {
  abilities: [
    staticAbility({ kind: 'optionalBanishPrevention', affects: 'yourChampion', amount: 1, counterIfPrevented: 'preparation' }),
  ],
});
