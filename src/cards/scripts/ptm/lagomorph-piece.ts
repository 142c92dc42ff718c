import { activated, banishSelf, cardScript, championBonus, payReserve, staticAbility } from '../../define.js';

export default cardScript('lagomorph-piece', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, championBonus('Alice')),
    activated([payReserve(3), banishSelf()], [{ op: 'graveyardCardToMemory', target: 0 }],
      { targets: [{ kind: 'graveyardCard', controller: 'you', subtypes: ['CHESSMAN', 'COMMAND'] }] }),
  ],
});
