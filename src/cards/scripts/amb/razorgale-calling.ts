import { cardScript, classBonus, dealDamage, staticAbility, target, triggered, whenever } from '../../define.js';

export default cardScript('razorgale-calling', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus()),
    triggered(whenever('activates', { who: 'you', element: 'WIND' }), [dealDamage(target(0), 1)], { targets: [{ kind: 'champion' }] }),
  ],
});
