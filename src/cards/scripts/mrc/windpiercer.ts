import { activated, cardScript, load, modifyAttackPower, onAttack, restSelf, target, targetWeapon, triggered } from '../../define.js';

export default cardScript('windpiercer', {
  keywords: ['renewable'],
  abilities: [
    activated([restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'GUN', loaded: false })] }),
    // Loaded, it is in the attack's intent when this triggers: its +2 power is the attack's.
    triggered(onAttack(), [{ op: 'glimpse', count: 1 }, { op: 'ifTopCard', filter: { element: 'WIND' }, then: [modifyAttackPower(2)] }]),
  ],
});
