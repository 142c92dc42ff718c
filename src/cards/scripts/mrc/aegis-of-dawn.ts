import { cardScript, classBonus, staticAbility, summonToken, triggered, whenever } from '../../define.js';

export default cardScript('aegis-of-dawn', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
    triggered(whenever('dealtDamage', { who: 'you', type: 'CHAMPION', minAmount: 4 }), [summonToken('automaton-drone')]),
  ],
});
