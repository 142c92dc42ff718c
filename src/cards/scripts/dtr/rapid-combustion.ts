import { cardScript, destroy, target } from '../../define.js';

export default cardScript('rapid-combustion', {
  keywords: ['kindle'],
  activationValues: { kindle: 4 },
  targets: [{ kind: 'object', anyType: ['ITEM', 'WEAPON'], costAtMost: { memory: 0, reserve: 3 }, enteredThisTurn: true }],
  onResolve: [destroy(target(0))],
});
