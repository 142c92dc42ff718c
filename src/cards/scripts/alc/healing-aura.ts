import { atBeginningOfYourRecollection, classBonus, cardScript, recover, staticAbility, triggered } from '../../define.js';

export default cardScript('healing-aura', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
    triggered(atBeginningOfYourRecollection(), [recover(1)]),
  ],
});
