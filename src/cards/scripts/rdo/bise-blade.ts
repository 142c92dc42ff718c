import { activated, cardScript, championBonus, onEnter, self, summonToken, suppress, triggered } from '../../define.js';

export default cardScript('bise-blade', {
  abilities: [
    triggered(onEnter(), [summonToken('vacuous-servant')], { condition: championBonus('Ciel') }),
    activated([{ kind: 'reserve', value: 6, lessPer: 'omenReserveCost' }], [suppress(self())], { condition: championBonus('Ciel') }),
  ],
});
