import { cardScript, classBonus, staticAbility, targetUnit } from '../../define.js';

export default cardScript('vaporjet-shield', {
  keywords: ['link'],
  targets: [targetUnit()],
  abilities: [staticAbility({ kind: 'preventDamage', affects: 'linked', amount: 1 }, classBonus())],
});
