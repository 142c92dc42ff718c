import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('crystal-of-argus', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'yourChampion', stat: 'level', amount: 1, perChampionCounters: { counter: 'enlighten', every: 3 } }, classBonus()),
  ],
});
