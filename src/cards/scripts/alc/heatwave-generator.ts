import { atBeginningOfYourRecollection, buffPower, classBonus, cardScript, staticAbility, target, targetAlly, triggered } from '../../define.js';

export default cardScript('heatwave-generator', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
    triggered(atBeginningOfYourRecollection(), [buffPower(target(0), 1)], { targets: [targetAlly({ controller: 'you' })] }),
  ],
});
