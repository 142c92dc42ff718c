import { cardScript, classBonus, dealUnpreventableDamage, draw, eventObjectIs, modifyAttackPower, onAttack, onHit, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('dragons-dawn', {
  abilities: [
    staticAbility({ kind: 'materializeBanishCost', count: 3, filter: { element: 'FIRE' } }),
    triggered(onAttack(), [{
      op: 'discardToDo', filter: { element: 'FIRE' },
      then: [
        dealUnpreventableDamage(yourChampion(), 2),
        modifyAttackPower(2),
        { op: 'attackGains', abilities: [triggered(onHit(), [draw(1)], { condition: eventObjectIs('CHAMPION') })] },
      ],
    }], { condition: classBonus() }),
  ],
});
