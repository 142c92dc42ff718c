import { cardScript, onEnter, putCounters, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('blackmarket-broker', {
  abilities: [
    triggered(onEnter(), [putCounters(yourChampion(), 'preparation', 1)]),
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, { kind: 'championCounters', counter: 'preparation', min: 3 }),
  ],
});
