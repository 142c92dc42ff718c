import { cardScript, classBonus, staticAbility, targetUnit } from '../../define.js';

export default cardScript('prototype-shield', {
  keywords: ['link'],
  targets: [targetUnit()],
  abilities: [staticAbility({ kind: 'preventDamage', affects: 'linked', amount: 3, whileAttacking: true }, classBonus())],
});
