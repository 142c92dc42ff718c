import { allOf, cardScript, classBonus, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('elucidate-plans', {
  onResolve: [putCounters(yourChampion(), 'preparation', 2)],
  abilities: [triggered({ on: 'revealedFromMemory' }, [putCounters(yourChampion(), 'preparation', 1)], { condition: allOf(classBonus(), { kind: 'elementBonus', element: 'LUXEM' }) })],
});
