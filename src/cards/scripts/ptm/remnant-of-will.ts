import { addMasteryCounters, cardScript, championBonus, recover, staticAbility } from '../../define.js';

export default cardScript('remnant-of-will', {
  activationValues: { ephemerate: 1 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'ephemerate' }, championBonus('Alice'))],
  onResolve: [addMasteryCounters('haunt', 2), recover(4)],
});
