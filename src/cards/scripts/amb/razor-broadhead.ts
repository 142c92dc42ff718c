import { activated, cardScript, ifThen, load, modifyAttackPower, onAttack, restSelf, target, targetWeapon, triggered } from '../../define.js';

// Loaded, it is in the attack's intent as its On Attack resolves: its +3 power is the attack's.
export default cardScript('razor-broadhead', {
  abilities: [
    activated([restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'BOW', loaded: false })] }),
    triggered(onAttack(), [ifThen({ kind: 'attackerDistant' }, [modifyAttackPower(3)])]),
  ],
});
