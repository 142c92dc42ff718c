import { cardScript, classBonus, onAttack, triggered } from '../../define.js';

// The card's +X is the attack's: it is in the intent as its On Attack resolves.
export default cardScript('amorphous-strike', {
  abilities: [
    triggered(onAttack(), [{
      op: 'banishFromGraveyard', filter: { type: 'ATTACK' }, max: 1, powerAsX: true,
      then: [{ op: 'scaled', x: { of: 'x' }, effect: { op: 'modifyAttackPower', amount: 0 } }],
    }], { condition: classBonus() }),
  ],
});
