import { cardScript, classBonus, dealDamage, draw, may, onEnter, staticAbility, target, targetUnit, triggered, whenYouDo, whenever } from '../../define.js';

export default cardScript('the-constellatory-spire', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus()),
    triggered(onEnter(), [draw(1)]),
    triggered(whenever('negates', { who: 'you' }), [may({ op: 'restSelfToDo', then: [whenYouDo([dealDamage(target(0), 2)], [targetUnit()])] })]),
  ],
});
