import { allOf, cardScript, classBonus, modifyAttackPower, onAttack, triggered } from '../../define.js';

// The Aetherwing rules come from its subtype; its loaded cards are in the intent as it attacks.
export default cardScript('trivariate-dream', {
  abilities: [
    triggered(onAttack(), [modifyAttackPower(3)], {
      condition: allOf(classBonus(), { kind: 'intentCount', filter: { subtype: 'AETHERCHARGE' }, exactly: 3 }),
    }),
  ],
});
