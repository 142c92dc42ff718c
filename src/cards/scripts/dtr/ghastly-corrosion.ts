import { cardScript, destroy, staticAbility, target } from '../../define.js';

export default cardScript('ghastly-corrosion', {
  targets: [{ kind: 'object', anyType: ['ITEM', 'WEAPON'], costAtMost: { memory: 0, reserve: 4 } }],
  onResolve: [destroy(target(0))],
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perTally: { tally: { of: 'ephemeralObjects' }, max: 2 } })],
});
