import { cardScript, staticAbility } from '../../define.js';

// The bonus is the attacks', not Lorraine's own power: she still needs a weapon or an attack card to attack.
export default cardScript('lorraine-crux-knight', {
  abilities: [staticAbility({ kind: 'attackPower', amount: 1, per: { zone: 'banishment', type: 'WEAPON', supertype: 'REGALIA' } })],
});
