import { cardScript, drawIntoMemory, empowered, ifThen, nextAttackGets, target, targetAlly } from '../../define.js';

export default cardScript('galvanizing-gale', {
  targets: [targetAlly()],
  onResolve: [nextAttackGets(target(0), 3), ifThen(empowered(), [drawIntoMemory(1)])],
});
