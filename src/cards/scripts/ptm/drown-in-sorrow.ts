import { addMasteryCounters, cardScript, championBonus, recover, staticAbility } from '../../define.js';

export default cardScript('drown-in-sorrow', {
  activationValues: { ephemerate: 2 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'ephemerate' }, championBonus('Alice'))],
  onResolve: [recover(1), addMasteryCounters('haunt', 1)],
});
