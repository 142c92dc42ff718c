import { cardScript, championBonus, dealDamage, onAttack, staticAbility, triggered } from '../../define.js';

export default cardScript('inverted-pyroslash', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2, perTally: { tally: { of: 'omens', filter: { element: 'FIRE' } }, max: 2 } }, championBonus('Ciel')),
    triggered(onAttack(), [dealDamage({ ref: 'attacker' }, 5)]),
  ],
});
