import { cardScript, ifThen, modifyAttackPower, onAttack, prepared, triggered, whenever } from '../../define.js';

// Its +1 power while it is in the intent is the attack's power (the card's power is the attack's).
export default cardScript('striking-illuminance', {
  keywords: ['prepare'],
  activationValues: { prepare: 2 },
  abilities: [
    triggered(whenever('revealsFromMemory', { who: 'you', element: 'LUXEM' }), [modifyAttackPower(1)]),
    triggered(onAttack(), [ifThen(prepared(), [{ op: 'revealMemory' }])]),
  ],
});
