import { cardScript, staticAbility } from '../../define.js';

export default cardScript('greater-boon-of-isis', {
  keywords: ['classLocked'],
  keywordValues: { levelLocked: 2 },
  abilities: [staticAbility({ kind: 'ownSpellDamagePlusLevel', levelDivisor: 3 })],
});
