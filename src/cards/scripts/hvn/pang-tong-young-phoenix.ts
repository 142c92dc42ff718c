import { cardScript, staticAbility } from '../../define.js';

export default cardScript('pang-tong-young-phoenix', {
  // Balance.
  abilities: [staticAbility({ kind: 'preventDamage', affects: 'yourUnits', amount: 'all', allBut: 3 }, { kind: 'balance' })],
});
