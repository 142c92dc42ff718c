import { cardScript, staticAbility, targetUnit } from '../../define.js';

export default cardScript('forged-scalemail', {
  keywords: ['link'],
  targets: [targetUnit()],
  abilities: [
    staticAbility({ kind: 'optionalBanishPrevention', affects: 'linked', amount: 2, draw: 1 }),
  ],
});
