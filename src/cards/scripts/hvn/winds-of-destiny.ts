import { cardScript, staticAbility, suppress, target } from '../../define.js';

export default cardScript('winds-of-destiny', {
  abilities: [staticAbility({ kind: 'alternativeCost', pay: { kind: 'rest', count: 2, filter: { subtype: 'FATESTONE' } } })],
  targets: [{ kind: 'object', anyType: ['ALLY', 'ITEM', 'WEAPON'] }],
  onResolve: [suppress(target(0))],
});
