import { cardScript, characteristics, gainKeyword, objectSet, staticAbility } from '../../define.js';

export default cardScript('the-majestic-spirit', {
  keywords: ['intercept', 'trueSight', 'vigor'],
  abilities: [
    staticAbility(characteristics([gainKeyword('spellshroud')], objectSet('yourChampion'))),
    staticAbility({ kind: 'preventDamage', affects: 'otherUnitsYouControl', element: 'CRUX', amount: 'halfUp' }),
  ],
});
