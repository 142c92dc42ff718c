import { cardScript, destroy, onEnter, target, triggered } from '../../define.js';

export default cardScript('unbroken-mustang', {
  abilities: [triggered(onEnter(), [destroy(target(0))], {
    targets: [{ kind: 'object', anyType: ['ITEM', 'WEAPON'], costAtMost: { memory: 0, reserve: 3 }, optional: true }],
  })],
});
