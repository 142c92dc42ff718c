import { activated, banishSelf, cardScript, championBonus, characteristics, gainKeyword, objectSet, payReserve, restSelf, staticAbility, summonToken } from '../../define.js';

// The official errata reads the taunt condition as "not dealt combat damage this turn".
export default cardScript('servants-obligation', {
  keywords: ['hindered'],
  abilities: [
    staticAbility(characteristics([gainKeyword('taunt')], objectSet('yourChampion')), {
      kind: 'allOf', conditions: [championBonus('Ciel'), { kind: 'not', condition: { kind: 'championDamagedThisTurn', min: 1, combat: true } }],
    }),
    activated([payReserve(3), restSelf(), banishSelf()], [summonToken('vacuous-servant')], { condition: championBonus('Ciel') }),
  ],
});
