import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('general-at-arms', {
  abilities: [staticAbility({ kind: 'intentEntryPower', amount: 2, filter: { type: 'ATTACK', subtype: 'POLEARM' } }, classBonus())],
});
