import { cardScript, drawIntoMemory, ifThen, suppress, target, targetAlly, youControl } from '../../define.js';

export default cardScript('rearing-rebound', {
  targets: [targetAlly()],
  // Equestrian.
  onResolve: [suppress(target(0)), ifThen(youControl('HORSE'), [drawIntoMemory(1)])],
});
