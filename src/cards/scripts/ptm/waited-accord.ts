import { activated, becomes, cardScript, draw, levelRestriction, onEnter, sacrificeSelf, self, staticAbility, triggered } from '../../define.js';

const toll = staticAbility({ kind: 'filteredCostModifier', players: 'each', filter: { advancedElement: true }, amount: 2, firstEachTurn: true });

export default cardScript('waited-accord', {
  abilities: [
    triggered(onEnter(), [{
      op: 'revealCards', from: ['materialDeck'], filter: { advancedElement: true }, count: 3, exactly: true,
      then: [becomes(self(), [{ kind: 'gainAbility', ability: toll }])],
    }]),
    activated([sacrificeSelf()], [draw(1)], { condition: levelRestriction(2) }),
  ],
});
