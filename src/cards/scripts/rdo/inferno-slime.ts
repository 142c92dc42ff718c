import { cardScript, classBonus, dealDamage, eachChampion, onDeath, triggered } from '../../define.js';

export default cardScript('inferno-slime', {
  keywordValues: { pride: 2 },
  abilities: [
    triggered(onDeath(), [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 2, exactly: true, then: [dealDamage(eachChampion(), 4)] }], { condition: classBonus() }),
  ],
});
