import { allOf, cardScript, championBonus, onEnter, triggered } from '../../define.js';

export default cardScript('mordred-burnished-avenger', {
  abilities: [
    triggered(onEnter(), [{ op: 'lookTopMayBanishToPlay', filter: { type: 'ATTACK' } }]),
    {
      kind: 'static', inherited: true,
      condition: allOf(championBonus('Mordred'), { kind: 'championLeveledUpThisTurn' }, { kind: 'noneActivatedThisTurn', type: 'ATTACK' }),
      effect: { kind: 'costModifier', affects: 'cardsYouActivate', amount: -2, only: { type: 'ATTACK' } },
    },
  ],
});
