import { cardScript, dealUnpreventableDamage, not, triggered } from '../../define.js';

export default cardScript('fatal-timepiece', {
  abilities: [
    triggered({ on: 'beginPhase', phase: 'recollection', whose: 'each' }, [dealUnpreventableDamage({ ref: 'turnPlayerChampion' }, 2)],
      { condition: not({ kind: 'turnPlayerMaterialized' }) }),
  ],
});
