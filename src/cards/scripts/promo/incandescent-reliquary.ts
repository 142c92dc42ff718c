import { atBeginningOfYourRecollection, cardScript, classBonus, draw, staticAbility, triggered } from '../../define.js';

export default cardScript('incandescent-reliquary', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
    triggered(atBeginningOfYourRecollection(), [draw(1)], { condition: { kind: 'leastInfluence' } }),
  ],
});
