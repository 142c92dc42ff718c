import { activated, cardScript, classBonus, preventNextDamage, yourChampion } from '../../define.js';

// Each unit you control gets its own shield of 1 against non-combat damage this turn.
export default cardScript('clarent-sword-of-peace', {
  abilities: [
    activated([{ kind: 'removeCounters', counter: 'durability', count: 1 }], [
      preventNextDamage(yourChampion(), 1, { damageType: 'nonCombat' }),
      preventNextDamage({ ref: 'alliesYouControl' }, 1, { damageType: 'nonCombat' }),
    ], { condition: classBonus() }),
  ],
});
