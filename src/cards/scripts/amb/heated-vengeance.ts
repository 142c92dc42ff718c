import { cardScript, classBonus, dealDamage, may, onAttack, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('heated-vengeance', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 3 }, { kind: 'championDamagedThisTurn', min: 1 }),
    triggered(onAttack(), [may(dealDamage(yourChampion(), 3))], { condition: classBonus() }),
  ],
});
