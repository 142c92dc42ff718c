import { cardScript, staticAbility } from '../../define.js';

export default cardScript('overpowering-defense', {
  abilities: [staticAbility({ kind: 'activateOnly' }, { kind: 'yourUnitAttacking', subtype: 'GUARDIAN' })],
  onResolve: [{ op: 'negateAll', notYours: true }],
});
