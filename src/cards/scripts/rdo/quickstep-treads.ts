import { cardScript, championDistant, classBonus, draw, onEnter, staticAbility, triggered, yourTurn } from '../../define.js';

export default cardScript('quickstep-treads', {
  abilities: [
    triggered(onEnter(), [draw(1)]),
    staticAbility({ kind: 'costModifier', affects: 'cardsOpponentsActivate', amount: 2 }, { kind: 'allOf', conditions: [classBonus(), championDistant(), yourTurn()] }),
  ],
});
