import { cardScript, dealDamage, empowered, ifThen, target, targetUnit } from '../../define.js';

export default cardScript('nascent-blast', {
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 3), ifThen(empowered(), [{ op: 'resolvingCardToMemory' }])],
});
