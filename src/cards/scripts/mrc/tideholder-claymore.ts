import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('tideholder-claymore', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
    staticAbility({ kind: 'attackCost', reserve: 10, lessPerGraveyardElement: 'WATER' }),
  ],
});
