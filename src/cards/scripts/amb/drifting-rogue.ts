import { classBonus, cardScript, onEnter, putCounters, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('drifting-rogue', {
  abilities: [
    triggered(onEnter(), [putCounters(yourChampion(), 'preparation', 1)]),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
