import { cardScript, destroy, drawIntoMemory, ifThen, target } from '../../define.js';

export default cardScript('converge-reflections', {
  sacrificeAsCost: { filter: { anyType: ['ITEM', 'WEAPON'], notType: 'TOKEN' }, count: 1 },
  targets: [{ kind: 'object', anyType: ['ITEM', 'WEAPON'], costAtMost: { memory: 0, reserve: 4 } }],
  // "If that object was a Distortion": read before it is destroyed.
  onResolve: [ifThen({ kind: 'targetIs', index: 0, filter: { subtype: 'DISTORTION' } }, [destroy(target(0)), drawIntoMemory(1)], [destroy(target(0))])],
});
