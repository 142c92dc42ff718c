import { cardScript } from '../../define.js';

// The attack's power is the attacker's power plus its weapon's (flow/combat.ts attackPower): +1 to Zander while he attacks is +1 to his attack.
export default cardScript('zander-always-watching', {
  abilities: [
    {
      kind: 'static',
      inherited: true,
      condition: { kind: 'attackingRestedUnit' },
      effect: { kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, whileAttacking: true },
    },
  ],
});
