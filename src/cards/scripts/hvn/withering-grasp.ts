import { cardScript, championBonus, drawIntoMemory, ifThen, putCounters, target } from '../../define.js';

export default cardScript('withering-grasp', {
  targets: [{ kind: 'object', nonChampion: true }],
  onResolve: [putCounters(target(0), 'wither', 1), ifThen(championBonus('Diao Chan'), [drawIntoMemory(1)])],
});
