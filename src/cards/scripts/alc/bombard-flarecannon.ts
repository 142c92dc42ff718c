import { allOf, cardScript, championBonus, dealDamage, onAttack, triggered } from '../../define.js';

export default cardScript('bombard-flarecannon', {
  abilities: [
    triggered(onAttack(), [dealDamage({ ref: 'defendingPlayerUnits' }, 2)], {
      condition: allOf(championBonus('Polkhawk'), { kind: 'intentCount', filter: { element: 'FIRE' }, min: 1 }),
    }),
  ],
});
